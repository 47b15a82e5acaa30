import { PassThrough, Writable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { MediaDescription } from './media-store';

// lib-storage sends the stream as 5 MiB parts, four at a time: at most ~25 MB of a file is in memory
// however large it is (bench/upload measures it).
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 4;

/**
 * A Writable that streams into one S3 object through a multipart upload (lib-storage). The object's
 * key is asked for at the first byte. `finish` means the object is stored; destroying the sink before
 * that aborts the upload and waits for the abort, so a cut-short upload never becomes an object.
 */
export class S3UploadSink extends Writable {
  private body: PassThrough | null = null;
  private stored: Promise<void> | null = null;
  private failure: Error | null = null;
  private finishing = false;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly describe: () => MediaDescription & { key: string },
  ) {
    super();
  }

  /** Whether any byte reached the store (and so an object may exist once finished). */
  get started(): boolean {
    return this.body !== null;
  }

  private start(): PassThrough {
    const { key, contentType } = this.describe();
    const body = new PassThrough();
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      // A failed upload aborts its multipart upload, so the store keeps no parts of it.
      leavePartsOnError: false,
    });
    this.stored = upload.done().then(
      () => undefined,
      (error: Error) => {
        this.failure = error;
        // The store refused or went away: stop taking bytes instead of waiting for a drain that never comes.
        if (!this.destroyed && !this.finishing) this.destroy(error);
      },
    );
    this.body = body;
    return body;
  }

  _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    const body = this.body ?? this.start();
    if (body.write(chunk)) callback();
    else body.once('drain', () => callback());
  }

  _final(callback: (error?: Error | null) => void): void {
    if (!this.body) return callback();
    this.finishing = true;
    this.body.end();
    void this.stored!.then(() => callback(this.failure));
  }

  _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (!this.body || this.writableFinished) return callback(error);
    // Ending the body with an error makes lib-storage abort the multipart upload; wait for that.
    this.body.destroy(error ?? new Error('The upload was cut short.'));
    void this.stored!.then(() => callback(error));
  }
}
