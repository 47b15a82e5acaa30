import 'server-only';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ApiError } from '@/lib/api/errors';
import { newPracticeStorageName, PRACTICE_AREA } from '@/lib/practice/files/stored-bytes';
import { mediaStore } from '@/lib/storage';
import { drainedOrClosed } from '@/lib/uploads/pump';
import type { MediaUpload } from '@/lib/storage/media-store';
import { cleanFileName } from '../file-rules';
import { fileTypeCheck, type FileTypeCheck } from '../file-type-check';
import { refusal } from './upload-refusals';

// The file of an exercise upload as busboy hands it over (./upload.ts reads the form around it).

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
  /** Waits until this many more bytes may be read: the learner's pace (lib/practice/files/transfer-pace.ts). */
  pace?: (bytes: number) => Promise<void>;
}

export /** The file part: counted and checked as it streams, and stored while it may still be kept. */
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
