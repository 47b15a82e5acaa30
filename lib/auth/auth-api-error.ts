/**
 * better-auth's APIError (a wrong password, a wrong or expired code), told by its name and status, not by its class.
 * Next bundles instrumentation (the fast path, which answers logins: lib/fast-path/serve-login.ts) and each route
 * separately, each with its own copy of better-auth's classes, while every bundle shares the process's one auth
 * instance (lib/auth/auth.ts, processSingleton): when a fast-path login built it, its errors were not `instanceof` a
 * route's APIError, and a wrong code or current password was answered as an unexpected error after the e2e's 10 s.
 */
export interface AuthApiError extends Error {
  statusCode: number;
  body?: { code?: string; message?: string };
}

export function isAuthApiError(error: unknown): error is AuthApiError {
  return error instanceof Error && error.name === 'APIError' && typeof (error as { statusCode?: unknown }).statusCode === 'number';
}
