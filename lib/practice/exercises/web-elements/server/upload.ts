import 'server-only';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import busboy from 'busboy';
import { ApiError, badRequest } from '@/lib/api/errors';
import { newPracticeStorageName, PRACTICE_AREA } from '@/lib/practice/files/stored-bytes';
import { mediaStore } from '@/lib/storage';
import type { MediaUpload } from '@/lib/storage/media-store';
import { pumpInto } from '@/lib/uploads/pump';
import { cleanFileName, FILE_FIELD, FORM_OVERHEAD_BYTES, HARD_CAP_BYTES, WEB_ELEMENTS_FILE_MSG as MSG } from '../file-rules';
import { fileTypeCheck, type FileTypeCheck } from '../file-type-check';
import { countedBody, dropBody } from './counted-body';

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

/** A checked upload. */
export interface ReceivedPracticeFile {
  name: string;
  mimeType: string;
  sizeBytes: number;
  /** Where its bytes are in the media store; null when the caller asked not to store them. */
  storageName: string | null;
  /** Removes the stored bytes (when the row cannot be written after all). Safe to call more than once. */
  discard(): Promise<void>;
}

export interface PracticeUploadOptions {
  /** 1 MB, or the hard cap with planted defect WEB-05 on. */
  fileLimit: number;
  /** false: check the file but store nothing (the caller already knows it will refuse it for lack of room). */
  store: boolean;
}

const refusal = {
  notMultipart: () => new ApiError(415, MSG.notMultipart, undefined, undefined, 'NOT_MULTIPART'),
  notForm: () => badRequest(MSG.notForm, undefined, 'NOT_A_FORM'),
  missing: () => badRequest(MSG.missing, undefined, 'FILE_MISSING'),
  empty: () => badRequest(MSG.empty, undefined, 'FILE_EMPTY'),
  tooLarge: () => new ApiError(413, MSG.tooLarge, undefined, undefined, 'FILE_TOO_LARGE'),
  badName: () => badRequest(MSG.badName, undefined, 'BAD_FILE_NAME'),
  badType: () => new ApiError(415, MSG.badType, undefined, undefined, 'FILE_TYPE_NOT_ALLOWED'),
  cancelled: () => badRequest('The upload was cancelled.', undefined, 'UPLOAD_CANCELLED'),
};

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
    await pumpInto(countedBody(request.body, BODY_LIMIT, { tooLarge: refusal.tooLarge, cancelled: refusal.cancelled }), parser);
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

/** The file part: counted and checked as it streams, and stored while it may still be kept. */
class FilePart {
  readonly settled: Promise<void>;
  private size = 0;
  private readonly name: string | null;
  private readonly check: FileTypeCheck | null;
  private mimeType: string | null = null;
  private upload: MediaUpload | null = null;
  private storageName: string | null = null;
  /** Set when the store itself failed: the upload fails with it (a server fault, not the learner's). */
  private storeFailure: Error | null = null;
  private abandoned: Promise<void> | null = null;

  constructor(
    private readonly stream: Readable,
    private readonly filename: string,
    private readonly options: PracticeUploadOptions,
  ) {
    this.name = cleanFileName(filename);
    this.check = this.name ? fileTypeCheck(this.name) : null;
    // Storing starts only for a file that may be kept: allowed name and extension, and room for it.
    if (options.store && this.check) this.begin(this.check.mimeType);
    stream.on('data', (chunk: Buffer) => this.take(chunk));
    this.settled = this.run();
  }

  /** The refusal for this file once it has all arrived (the order of the rules above), or null. */
  verdict(): ApiError | null {
    if (this.size === 0) return this.filename ? refusal.empty() : refusal.missing();
    if (this.size > this.options.fileLimit) return refusal.tooLarge();
    if (!this.name) return refusal.badName();
    if (!this.mimeType) return refusal.badType();
    return null;
  }

  /** Makes the stored bytes visible under their store name; answers the checked file. */
  async keep(): Promise<ReceivedPracticeFile> {
    if (this.storeFailure) throw this.storeFailure;
    if (this.options.store) {
      if (!this.upload) throw new Error('The practice file was checked but never stored.');
      await this.upload.commit();
    }
    return {
      name: this.name!,
      mimeType: this.mimeType!,
      sizeBytes: this.size,
      storageName: this.options.store ? this.storageName : null,
      discard: () => this.discard(),
    };
  }

  /** Leaves nothing in the store, whatever was written so far. */
  async discard(): Promise<void> {
    const upload = this.upload;
    this.upload = null;
    if (upload) this.abandoned = abandon(upload);
    await this.abandoned;
  }

  /** The form ended early: end the file's stream too. */
  stop(): void {
    if (!this.stream.destroyed) this.stream.destroy();
  }

  private begin(contentType: string): void {
    const storageName = newPracticeStorageName();
    const upload = mediaStore().beginUpload(PRACTICE_AREA, () => ({ fileName: storageName, contentType }));
    upload.sink.on('error', (error: Error) => {
      // The disk or the bucket refused: stop storing; the answer is a server error once the form is read.
      this.storeFailure ??= error;
      void this.discard();
    });
    this.upload = upload;
    this.storageName = storageName;
  }

  private take(chunk: Buffer): void {
    this.size += chunk.length;
    // Past the limit the answer is 413 whatever the type, so the rest is only counted.
    if (this.size <= this.options.fileLimit) this.check?.feed(chunk);
    const upload = this.upload;
    if (!upload) return;
    if (this.size > this.options.fileLimit || !this.check?.plausible) {
      void this.discard();
      return;
    }
    // The store is behind: hold the form (busboy, then the request body) until it catches up.
    if (!upload.sink.write(chunk)) {
      this.stream.pause();
      void drainedOrClosed(upload.sink).then(() => this.stream.resume());
    }
  }

  /** Waits for the file's end, then decides its type and finishes writing it (or drops it). */
  private async run(): Promise<void> {
    try {
      await finished(this.stream);
    } catch {
      // Cut short (the client went away, the body passed the cap, the form broke): the caller answers.
      await this.discard();
      return;
    }
    if (this.size > 0 && this.size <= this.options.fileLimit) this.mimeType = this.check?.finish() ?? null;
    const upload = this.upload;
    if (!upload) return;
    if (this.verdict()) {
      await this.discard();
      return;
    }
    try {
      upload.sink.end();
      await finished(upload.sink);
    } catch (error) {
      this.storeFailure ??= error as Error;
      await this.discard();
    }
  }
}

/** Stops writing and removes what was written: the sink is closed first, so no write lands after the removal. */
async function abandon(upload: MediaUpload): Promise<void> {
  const sink = upload.sink;
  if (!sink.closed) {
    const closed = new Promise<void>((resolve) => sink.once('close', () => resolve()));
    if (!sink.destroyed) sink.destroy();
    await closed;
  }
  await upload.discard().catch((error: unknown) => console.error('[practice] could not remove a refused upload', error));
}

/** Resolves once `stream` wants more, or is closed (an abandoned upload never drains). */
function drainedOrClosed(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** Reads and drops an upload refused before its form is read (a body declared past the cap is not read). */
export async function dropUpload(request: Request): Promise<void> {
  if (Number(request.headers.get('content-length') ?? 0) > BODY_LIMIT) return;
  await dropBody(request.body, BODY_LIMIT);
}
