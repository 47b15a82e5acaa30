import 'server-only';
import { ApiError, badRequest } from '@/lib/api/errors';
import { WEB_ELEMENTS_FILE_MSG as MSG } from '../file-rules';

// The refusals of the exercise's upload, each with its message (../file-rules.ts) and code (../error-codes.ts).
export const refusal = {
  notMultipart: () => new ApiError(415, MSG.notMultipart, undefined, undefined, 'NOT_MULTIPART'),
  notForm: () => badRequest(MSG.notForm, undefined, 'NOT_A_FORM'),
  missing: () => badRequest(MSG.missing, undefined, 'FILE_MISSING'),
  empty: () => badRequest(MSG.empty, undefined, 'FILE_EMPTY'),
  tooLarge: () => new ApiError(413, MSG.tooLarge, undefined, undefined, 'FILE_TOO_LARGE'),
  badName: () => badRequest(MSG.badName, undefined, 'BAD_FILE_NAME'),
  badType: () => new ApiError(415, MSG.badType, undefined, undefined, 'FILE_TYPE_NOT_ALLOWED'),
  cancelled: () => badRequest('The upload was cancelled.', undefined, 'UPLOAD_CANCELLED'),
};
