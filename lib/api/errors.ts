import { defaultErrorCode } from './error-codes';

// Errors a handler throws on purpose; withRoute turns them into `{ message, errors?, link? }` JSON, plus `code` on
// the APIs that promise codes (./error-codes.ts). A thrower may name a specific code; otherwise the status
// decides it.
export class ApiError extends Error {
  readonly code: string;

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    code?: string,
    /** A page of this site where the user can fix what was refused (e.g. '/verifyEmail'); the client renders it as a link. */
    readonly link?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code ?? defaultErrorCode(status, errors !== undefined);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>, code?: string) => new ApiError(400, message, errors, undefined, code);
export const unauthorized = (message = 'Please log in to continue.') => new ApiError(401, message);
export const forbidden = (message = 'You do not have access to this resource.') => new ApiError(403, message);
/** A 403 the user can fix on another page of the site (`link`), which the client shows as a link. */
export const forbiddenUntilFixed = (message: string, link: string, code?: string) => new ApiError(403, message, undefined, undefined, code, link);
export const notFound = (message = 'Not found.', code?: string) => new ApiError(404, message, undefined, undefined, code);
export const conflict = (message: string, code?: string, errors?: Record<string, string>) => new ApiError(409, message, errors, undefined, code);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'Too many requests. Please wait a moment and try again.', undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
