import 'server-only';
import { isAuthApiError } from './auth-api-error';
import { ApiError } from '../api/errors';

/**
 * Maps better-auth's errors to our messages: a wrong, used or expired code is a 400 with `wrongCode`;
 * too many tries is a 403 asking for a new code. Anything else is passed on as unexpected.
 */
export function codeError(error: unknown, wrongCode: string): never {
  if (isAuthApiError(error)) {
    const body = (error.body ?? {}) as { code?: string };
    if (body.code === 'TOO_MANY_ATTEMPTS') {
      throw new ApiError(403, 'Too many wrong codes. Please ask for a new code.');
    }
    if (body.code === 'OTP_EXPIRED') throw new ApiError(400, 'This code has expired. Please ask for a new code.');
    if (error.statusCode === 400 || error.statusCode === 401) throw new ApiError(400, wrongCode);
  }
  throw error;
}
