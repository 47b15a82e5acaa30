// Errors a handler throws on purpose; withRoute turns them into `{ message, errors?, link? }` JSON.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** A page of this site where the user can fix what was refused (e.g. '/verifyEmail'); the client renders it as a link. */
    readonly link?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new ApiError(400, message, errors);
export const unauthorized = (message = 'Please log in to continue.') => new ApiError(401, message);
export const forbidden = (message = 'You do not have access to this resource.') => new ApiError(403, message);
export const notFound = (message = 'Not found.') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'Too many requests. Please wait a moment and try again.', undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
