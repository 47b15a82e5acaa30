import type { Readable, Writable } from 'node:stream';
import type { MediaArea } from './names';

/** Bytes of a stored object, to send either as a fetch-API body or through a Node response. */
export interface MediaBody {
  web(): ReadableStream<Uint8Array>;
  node(): Readable;
}

/** What the new object will be called and its type; asked for once its first bytes are known. */
export interface MediaDescription {
  fileName: string;
  contentType: string;
}

/**
 * An upload in progress. Pipe the bytes into `sink`; once it has finished, `commit` makes the object
 * visible under its name. `discard` (safe at any point, and more than once) leaves no object behind.
 */
export interface MediaUpload {
  sink: Writable;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/**
 * Where media lives: the local disk (MEDIA_STORE=local, the default) or an S3-compatible object store
 * (MEDIA_STORE=s3). Every reader and writer of media goes through this, never straight to either.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** Streams a new object in; `describe` is called when the first byte arrives (the type is known by then). */
  beginUpload(area: MediaArea, describe: () => MediaDescription): MediaUpload;
  write(area: MediaArea, fileName: string, data: Buffer, contentType: string): Promise<void>;
  /** The object's size in bytes, or null when there is no such object. */
  size(area: MediaArea, fileName: string): Promise<number | null>;
  /** Bytes `start`..`end` (inclusive); null when the object is gone. */
  read(area: MediaArea, fileName: string, start: number, end: number): Promise<MediaBody | null>;
  remove(area: MediaArea, fileName: string): Promise<void>;
  /** Throws when the store cannot be reached (for /api/health). */
  check(signal: AbortSignal): Promise<void>;
  /** At start: removes what uploads cut short by a killed process left behind. Returns what it removed. */
  sweepUnfinished(startedAt: Date): Promise<string[]>;
}
