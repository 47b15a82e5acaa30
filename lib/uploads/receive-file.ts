import 'server-only';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { ApiError } from '../api/errors';
import { mediaStore, newMediaName, type MediaArea } from '../storage';
import type { MediaUpload } from '../storage/media-store';
import { ImageSizeCheck } from './image-check';
import { pumpInto } from './pump';
import { SNIFF_BYTES, type SniffedType } from './sniff';

export interface UploadRules {
  area: MediaArea;
  /** The multipart field holding the file (e.g. 'profile', 'trainings', 'ads'). */
  fileField: string;
  maxBytes: number;
  tooLargeMessage: string;
  missingFileMessage: string;
  badTypeMessage: string;
  sniff: (head: Buffer) => SniffedType | null;
}

/** A file already in the media store under its new name, with the type its bytes showed. */
export interface ReceivedFile {
  fileName: string;
  size: number;
  type: SniffedType;
}

/** A multipart form once read: its text fields and its one file (null when the form had none). */
export interface ReceivedForm {
  file: ReceivedFile | null;
  fields: Record<string, string>;
}

const MAX_TEXT_FIELD_BYTES = 64 * 1024;

/**
 * Streams one uploaded file from a multipart request straight to the media store (never holding it in
 * memory), deciding its type from its first bytes. It stops early with 413 past `maxBytes` and 415 for
 * the wrong type; a failed, refused or cancelled upload leaves no file behind.
 */
export async function receiveFile(request: Request, rules: UploadRules): Promise<ReceivedForm & { file: ReceivedFile }> {
  const { file, fields } = await receiveForm(request, rules);
  if (!file) throw new ApiError(400, rules.missingFileMessage);
  return { file, fields };
}

/**
 * Like receiveFile, but a form without a file (or with an empty file part, which browsers send when no
 * file was chosen) is fine: it answers its text fields and `file: null`. Used by edits where the media is optional.
 */
export async function receiveForm(request: Request, rules: UploadRules): Promise<ReceivedForm> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(415, 'Send the file as multipart/form-data.');
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > rules.maxBytes + MAX_TEXT_FIELD_BYTES * 4) throw new ApiError(413, rules.tooLargeMessage);
  if (!request.body) return { file: null, fields: {} };

  const fields: Record<string, string> = {};
  let received: { size: number; type: SniffedType } | null = null;
  let upload: MediaUpload | null = null;
  let fileName: string | null = null;

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // busboy reports 'limit' once a file *reaches* fileSize; one byte more lets a file of exactly
      // maxBytes through (the rules say "at most"), and the first byte past it is refused.
      limits: { files: 1, fileSize: rules.maxBytes + 1, fields: 20, fieldSize: MAX_TEXT_FIELD_BYTES },
    });
  } catch {
    throw new ApiError(400, 'The upload is not a valid multipart form.');
  }

  // The first failure wins; it also tears the parser down so the request stops being read.
  let failure: unknown = null;
  const fail = (error: unknown) => {
    failure ??= error;
    parser.destroy(error as Error);
  };
  const fileDone: Promise<void>[] = [];
  parser.on('field', (name, value) => {
    fields[name] = value;
  });
  parser.on('file', (name, stream) => {
    if (name !== rules.fileField || fileDone.length > 0) {
      stream.resume();
      return;
    }
    const guard = new SniffAndCount(rules);
    stream.on('limit', () => stream.destroy(new ApiError(413, rules.tooLargeMessage)));
    // The guard passes no byte on before the type is decided, so the name (with its extension) is known
    // when the store first asks for it.
    upload = mediaStore().beginUpload(rules.area, () => {
      fileName ??= newMediaName(guard.type!.ext);
      return { fileName, contentType: guard.type!.mime };
    });
    const stored = upload;
    fileDone.push(
      pipeline(stream, guard, stored.sink)
        .then(() => {
          // A browser form with no file chosen still sends an empty part: that is a missing file (400).
          if (guard.size === 0) return;
          if (!guard.type) throw new ApiError(415, rules.badTypeMessage);
          received = { size: guard.size, type: guard.type };
          return stored.commit();
        })
        .catch(fail),
    );
  });

  try {
    await pumpInto(request.body, parser).catch((error) => {
      failure ??= error;
    });
    await Promise.all(fileDone);
    if (failure) throw failure;
    const file = received as { size: number; type: SniffedType } | null;
    if (!file || !fileName) {
      // No file, or an empty one (see above): nothing was stored.
      await (upload as MediaUpload | null)?.discard();
      return { file: null, fields };
    }
    return { file: { fileName, size: file.size, type: file.type }, fields };
  } catch (error) {
    await (upload as MediaUpload | null)?.discard().catch(() => {});
    if (error instanceof ApiError) throw error;
    const nested = (error as { cause?: unknown }).cause;
    if (nested instanceof ApiError) throw nested;
    if (request.signal?.aborted || isAbort(error)) throw new ApiError(400, 'The upload was cancelled.');
    if (/multipart|boundary|Unexpected end of form/i.test((error as Error).message ?? '')) {
      throw new ApiError(400, 'The upload is not a valid multipart form.');
    }
    throw error;
  }
}

function isAbort(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ABORT_ERR' || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || (error as Error).name === 'AbortError';
}

/**
 * Passes bytes through, deciding the type from the first bytes and refusing the stream if it is wrong;
 * every image is also refused once its header shows more pixels than lib/uploads/image-limits.ts allows.
 */
class SniffAndCount extends Transform {
  size = 0;
  type: SniffedType | null = null;
  private head: Buffer[] = [];
  private headLength = 0;
  private imageCheck: ImageSizeCheck | null = null;

  constructor(private readonly rules: UploadRules) {
    super();
  }

  _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    if (this.type) return this.pass(chunk, callback);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return callback();
    return this.decide(callback);
  }

  _flush(callback: TransformCallback) {
    if (!this.type && this.headLength > 0) {
      this.decide((error, bytes) => {
        if (error) return callback(error);
        if (bytes) this.push(bytes);
        callback(this.imageCheck?.finish());
      });
      return;
    }
    callback(this.imageCheck?.finish());
  }

  private decide(callback: TransformCallback) {
    const buffered = Buffer.concat(this.head);
    this.head = [];
    this.type = this.rules.sniff(buffered);
    if (!this.type) return callback(new ApiError(415, this.rules.badTypeMessage));
    if (this.type.kind === 'image') this.imageCheck = new ImageSizeCheck(this.type.mime);
    this.pass(buffered, callback);
  }

  private pass(bytes: Buffer, callback: TransformCallback) {
    const refusal = this.imageCheck?.feed(bytes);
    if (refusal) return callback(refusal);
    callback(null, bytes);
  }
}
