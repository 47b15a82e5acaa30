// Limits from docs/product.md#validation-rules and docs/product.md#timings-and-limits, shared by the auth
// server and the validation schemas.
export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 128;
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 3;
