import 'server-only';
import { ApiError, badRequest } from '@/lib/api/errors';
import { cleanFileName, detectFileType, FILE_FIELD, WEB_ELEMENTS_FILE_MSG, FORM_OVERHEAD_BYTES, HARD_CAP_BYTES, MAX_FILE_BYTES } from '../file-rules';

// Reads the exercise's multipart upload (docs/practice/web-elements.md#file-upload-and-download).
// withRoute's `upload` option streams files into the media store on disk; these files belong in the
// database (practice_files), so the handler reads the small body itself: counted as it arrives, never
// past the limit, then parsed with the platform's FormData.

export interface CheckedUpload {
  name: string;
  mimeType: string;
  content: Buffer;
}

/**
 * The one file of the request, checked: 415 not multipart or a wrong type, 413 too large (a body past
 * the hard cap by its Content-Length or by the bytes that arrive; a file over 1 MB by its size), 400 no
 * file, an empty file, a bad name or a broken form. With `skipSizeRule` (planted defect WEB-05) only
 * the hard cap holds.
 */
export async function readPracticeUpload(request: Request, { skipSizeRule = false } = {}): Promise<CheckedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw new ApiError(415, WEB_ELEMENTS_FILE_MSG.notMultipart, undefined, undefined, 'NOT_MULTIPART');

  // Bodies up to the hard cap are read to the end even when the file will be refused: a browser that is
  // answered while it is still sending sees a reset connection, not the 413 and its message. Past the cap
  // the request is refused at once (by its Content-Length, or as soon as that many bytes arrived).
  const bodyLimit = HARD_CAP_BYTES + FORM_OVERHEAD_BYTES;
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > bodyLimit) throw new ApiError(413, WEB_ELEMENTS_FILE_MSG.tooLarge, undefined, undefined, 'FILE_TOO_LARGE');
  const body = await readUpTo(request, bodyLimit);
  const fileLimit = skipSizeRule ? HARD_CAP_BYTES : MAX_FILE_BYTES;

  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest(WEB_ELEMENTS_FILE_MSG.notForm, undefined, 'NOT_A_FORM');
  }
  const file = form.get(FILE_FIELD);
  // A browser form with no file chosen sends an empty part without a name.
  if (!(file instanceof Blob) || (file.size === 0 && !(file as File).name)) throw badRequest(WEB_ELEMENTS_FILE_MSG.missing, undefined, 'FILE_MISSING');
  if (file.size === 0) throw badRequest(WEB_ELEMENTS_FILE_MSG.empty, undefined, 'FILE_EMPTY');
  if (file.size > fileLimit) throw new ApiError(413, WEB_ELEMENTS_FILE_MSG.tooLarge, undefined, undefined, 'FILE_TOO_LARGE');
  const name = cleanFileName((file as File).name ?? '');
  if (!name) throw badRequest(WEB_ELEMENTS_FILE_MSG.badName, undefined, 'BAD_FILE_NAME');
  const content = Buffer.from(await file.arrayBuffer());
  const mimeType = detectFileType(name, content);
  if (!mimeType) throw new ApiError(415, WEB_ELEMENTS_FILE_MSG.badType, undefined, undefined, 'FILE_TYPE_NOT_ALLOWED');
  return { name, mimeType, content };
}

/** The whole body, or 413 as soon as it passes `limit` (a chunked body has no Content-Length to check first). */
async function readUpTo(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client went away mid-upload: nothing was stored.
      throw badRequest('The upload was cancelled.', undefined, 'UPLOAD_CANCELLED');
    }
    const { done, value } = chunk;
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new ApiError(413, WEB_ELEMENTS_FILE_MSG.tooLarge, undefined, undefined, 'FILE_TOO_LARGE');
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
