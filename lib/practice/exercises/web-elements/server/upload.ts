import 'server-only';
import busboy from 'busboy';
import { ApiError } from '@/lib/api/errors';
import { pumpInto } from '@/lib/uploads/pump';
import { FILE_FIELD, FORM_OVERHEAD_BYTES, HARD_CAP_BYTES } from '../file-rules';
import { countedBody, dropBody } from './counted-body';
import { FilePart, type PracticeUploadOptions, type ReceivedPracticeFile } from './file-part';
import { refusal } from './upload-refusals';

export type { PracticeUploadOptions, ReceivedPracticeFile } from './file-part';

// Reads the exercise's multipart upload (docs/practice/web-elements.md#file-upload-and-download) as it
// arrives: busboy splits the form, the file's bytes go chunk by chunk into the media store (area
// 'practice') while they are counted and their type checked, and nothing is ever held whole. The rules
// and answers are the same as when the body was read into memory first:
// - a body declared or arriving past the hard cap is refused at once with 413;
// - smaller bodies are read to the end even when the file will be refused (a browser answered while it
//   is still sending sees a reset connection, not the message), but a file stops being stored as soon
//   as it is too large or its bytes show the wrong type;
// - then one answer, in this order: a broken form 400, no file 400, an empty file 400, too large 413,
//   a bad name 400, the wrong type 415.
// A refused, failed or cancelled upload leaves nothing in the store.

/** The most a request body may hold: the hard cap plus the form's framing. */
export const BODY_LIMIT = HARD_CAP_BYTES + FORM_OVERHEAD_BYTES;

/** Refuses a request before reading the form, at once when its declared length is past the cap. */
export function assertMultipartWithinCap(request: Request): string {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw refusal.notMultipart();
  if (Number(request.headers.get('content-length') ?? 0) > BODY_LIMIT) throw refusal.tooLarge();
  return contentType;
}

/** The one file of the request, checked and (with `store`) stored; throws the refusal otherwise. */
export async function receivePracticeUpload(request: Request, options: PracticeUploadOptions): Promise<ReceivedPracticeFile> {
  const contentType = assertMultipartWithinCap(request);
  let parser: busboy.Busboy;
  try {
    // preservePath: cleanFileName keeps the last path segment itself; utf8: browsers send names as UTF-8.
    parser = busboy({ headers: { 'content-type': contentType }, preservePath: true, defParamCharset: 'utf8', limits: { parts: 100, fieldSize: 64 * 1024 } });
  } catch {
    throw refusal.notForm();
  }

  // The form's first entry named "file" decides, as FormData.get would: a text field there means no file.
  let first: 'text' | FilePart | null = null;
  parser.on('field', (name) => {
    if (name === FILE_FIELD) first ??= 'text';
  });
  parser.on('file', (name, stream, info) => {
    if (name !== FILE_FIELD || first !== null) {
      stream.resume();
      return;
    }
    first = new FilePart(stream, info.filename ?? '', options);
  });

  let failure: unknown = null;
  try {
    await pumpInto(countedBody(request.body, BODY_LIMIT, { tooLarge: refusal.tooLarge, cancelled: refusal.cancelled, pace: options.pace }), parser);
  } catch (error) {
    failure = error;
  }
  const part = first as 'text' | FilePart | null;
  const file = part instanceof FilePart ? part : null;
  // A form cut short leaves the file's stream open: end it so its part settles.
  if (failure) file?.stop();
  await file?.settled;
  try {
    // The body's own refusals (413 past the cap, a cancelled upload) come as they are; anything else
    // the parser threw means the body is not a multipart form.
    if (failure) throw failure instanceof ApiError ? failure : refusal.notForm();
    if (!file) throw refusal.missing();
    const verdict = file.verdict();
    if (verdict) throw verdict;
    return await file.keep();
  } catch (error) {
    await file?.discard();
    throw error;
  }
}

/** Reads and drops an upload refused before its form is read (a body declared past the cap is not read). */
export async function dropUpload(request: Request): Promise<void> {
  if (Number(request.headers.get('content-length') ?? 0) > BODY_LIMIT) return;
  await dropBody(request.body, BODY_LIMIT);
}
