// The upload rules of the Web Elements exercise (docs/practice/web-elements.md#file-upload-and-download).
// Plain data and pure functions: the server applies them, the page shows the same limits and messages.

/** The multipart field holding the file. */
export const FILE_FIELD = 'file';
/** At most 1 MB (1,048,576 bytes) per file. */
export const MAX_FILE_BYTES = 1024 * 1024;
/**
 * What the server reads at most whatever the mode: with planted bugs on, the 1 MB rule is skipped
 * (WEB-05), but no request may still fill the store.
 */
export const HARD_CAP_BYTES = 4 * 1024 * 1024;
/** Room for the multipart framing around the file (boundaries, part headers). */
export const FORM_OVERHEAD_BYTES = 16 * 1024;
/** Files one learner keeps in the exercise at a time. */
export const MAX_FILES = 10;
export const MAX_NAME_LENGTH = 100;

export const ALLOWED_EXTENSIONS = ['.txt', '.csv', '.json', '.png', '.jpg', '.jpeg', '.pdf'] as const;
/** The file input's `accept`: a hint for the picker; the server decides. */
export const FILE_ACCEPT = ALLOWED_EXTENSIONS.join(',');

export const WEB_ELEMENTS_FILE_MSG = {
  notMultipart: 'Send the file as multipart/form-data, in the field "file".',
  notForm: 'The upload is not a valid multipart form.',
  missing: 'Choose a file to upload.',
  empty: 'The file is empty. Choose a file with some content.',
  tooLarge: 'The file is larger than 1 MB (1,048,576 bytes). Choose a smaller file.',
  badType: 'Allowed types: .txt, .csv, .json, .png, .jpg, .jpeg and .pdf, and the content must match the extension.',
  badName: `The file name must have 1 to ${MAX_NAME_LENGTH} characters.`,
  tooMany: `You can keep up to ${MAX_FILES} files here. Delete one before uploading another.`,
  uploaded: (name: string, size: number) => `Uploaded ${name} (${formatBytes(size)}).`,
  deleted: (name: string) => `Deleted ${name}.`,
  // Storing needs a verified e-mail and room (docs/practice/web-elements.md#how-much-may-be-stored).
  needsVerifiedEmail: 'Please verify your e-mail address before storing files here.',
  verifyLink: 'Verify your e-mail',
  addressLimit: (mb: number, minutes: number) =>
    `Files stored from your network reached ${mb.toLocaleString('en-US')} MB in the last hour. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  storageFull: "The practice lab's file storage is full right now. Delete files you no longer need, or try again later.",
} as const;

export function formatBytes(size: number): string {
  return `${size.toLocaleString('en-US')} ${size === 1 ? 'byte' : 'bytes'}`;
}

/**
 * The name as stored: the last path segment (some browsers send a full path), without control
 * characters, trimmed. Null when nothing usable is left or it is too long.
 */
export function cleanFileName(raw: string): string | null {
  const name = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!name || name.length > MAX_NAME_LENGTH) return null;
  return name;
}

/** A file as the list API describes it. */
export interface PracticeFileInfo {
  id: number;
  name: string;
  mimeType: string;
  sizeBytes: number;
  /** ISO timestamp. */
  uploadedAt: string;
}

/** The list API's reply as the page reads it; null when the body is not that. */
export function parseFileList(body: unknown): PracticeFileInfo[] | null {
  const files = (body as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return null;
  const ok = files.every(
    (f) =>
      f &&
      typeof f.id === 'number' &&
      typeof f.name === 'string' &&
      typeof f.mimeType === 'string' &&
      typeof f.sizeBytes === 'number' &&
      typeof f.uploadedAt === 'string',
  );
  return ok ? (files as PracticeFileInfo[]) : null;
}
