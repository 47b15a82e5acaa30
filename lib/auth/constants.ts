// Limits from docs/product.md#validation-rules and docs/product.md#timings-and-limits, shared by the auth
// server and the validation schemas.
export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 128;
export const CODE_TTL_SECONDS = 10 * 60;
// better-auth's tries per code, set out of reach on purpose: a per-code limit lets anyone who knows an
// address spend the owner's code. Guessing is limited per account instead, over all codes and addresses
// (RATE_RULES.codeFailuresPerAccount, lib/auth/code-guard.ts).
export const CODE_MAX_ATTEMPTS = 1000;
