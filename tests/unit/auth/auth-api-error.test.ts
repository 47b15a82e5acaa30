import { describe, expect, it } from 'vitest';
import { APIError } from 'better-auth/api';
import { ApiError } from '@/lib/api/errors';
import { isAuthApiError } from '@/lib/auth/auth-api-error';
import { codeError } from '@/lib/auth/auth-errors';

// In the built server a wrong code or current password was answered as an unexpected error whenever the fast path's
// login had built the shared auth instance first: its errors were another bundle's copy of better-auth's APIError
// class (lib/auth/auth-api-error.ts). Another class of the same name stands for that copy here.
class OtherBundlesAPIError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { code?: string; message?: string },
  ) {
    super(body.message);
    this.name = 'APIError';
  }
}

const refusal = (run: () => never) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
};

describe("better-auth's errors, from whichever bundle's copy of its class", () => {
  it('a wrong code from another copy is the wrong-code answer (400), not an unexpected error', () => {
    const answered = refusal(() => codeError(new OtherBundlesAPIError(400, { code: 'INVALID_OTP', message: 'Invalid OTP' }), 'Wrong code.'));
    expect(answered).toBeInstanceOf(ApiError);
    expect(answered).toMatchObject({ status: 400, message: 'Wrong code.' });
  });

  it('too many tries from another copy asks for a new code (403)', () => {
    expect(refusal(() => codeError(new OtherBundlesAPIError(403, { code: 'TOO_MANY_ATTEMPTS' }), 'Wrong code.'))).toMatchObject({ status: 403 });
  });

  it('tells better-auth’s own class, and nothing else', () => {
    expect(isAuthApiError(new APIError('BAD_REQUEST', { message: 'Invalid password', code: 'INVALID_PASSWORD' }))).toBe(true);
    expect(isAuthApiError(new OtherBundlesAPIError(400, {}))).toBe(true);
    expect(isAuthApiError(new Error('APIError'))).toBe(false);
    expect(isAuthApiError({ name: 'APIError', statusCode: 400 })).toBe(false);
    const unexpected = new TypeError('boom');
    expect(refusal(() => codeError(unexpected, 'Wrong code.'))).toBe(unexpected);
  });
});
