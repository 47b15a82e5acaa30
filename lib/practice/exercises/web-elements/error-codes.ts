// The Web Elements API's own refusal codes (docs/practice/web-elements.md#error-codes); the task sheet lists them.
// The status links (/status/{code}) answer their statuses on purpose: those replies are the exercise, not refusals.
export const WEB_ELEMENTS_ERROR_CODES = {
  NOT_MULTIPART: 'The upload is not sent as multipart/form-data.',
  NOT_A_FORM: 'The multipart body cannot be read as a form.',
  FILE_MISSING: 'The form has no file in its "file" field.',
  FILE_EMPTY: 'The file has no bytes.',
  BAD_FILE_NAME: 'The file name is empty once cleaned.',
  FILE_TOO_LARGE: 'The file is over 1 MB (or the body over the hard cap).',
  FILE_TYPE_NOT_ALLOWED: 'The file is not one of the listed types (decided by its bytes).',
  UPLOAD_CANCELLED: 'The upload stopped before its end.',
  TOO_MANY_FILES: 'The learner keeps ten files already; delete one or reset.',
  EMAIL_NOT_VERIFIED: 'Storing files needs a verified e-mail address; `link` names the page to verify it.',
  UPLOAD_LIMIT_REACHED: 'Files stored from this client address reached the hourly amount; `Retry-After` says when to try again.',
  STORAGE_FULL: "All learners' files together reached the lab's storage cap (507).",
  FILE_NOT_FOUND: 'The learner has no file with this id.',
  IMAGE_NOT_FOUND: 'No working image has this name (missing.png and team-photo.jpg are broken on purpose).',
} as const;
