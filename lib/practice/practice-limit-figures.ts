/**
 * The practice API's per-learner request limit, as the task sheets state it and ./learner-limit.ts applies it
 * (plain numbers, so the browser bundle does not pull the server's limiter in).
 */
export const PRACTICE_LIMIT = { requests: 200, windowSeconds: 10 } as const;
