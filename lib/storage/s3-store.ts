import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { LRUCache } from 'lru-cache';
import type { MediaBody, MediaStore } from './media-store';
import { assertSafeMediaName, type MediaArea } from './names';
import { S3UploadSink } from './s3-upload-sink';

function objectKey(area: MediaArea, fileName: string): string {
  assertSafeMediaName(fileName);
  return `${area}/${fileName}`;
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * MEDIA_STORE=s3: each file is the object `{area}/{name}` in one bucket. Names are never reused, so an
 * object never changes: its size is remembered after the first look, and a video seek costs one ranged
 * GET. An object deleted through another instance answers that GET with 404, which is what a reader sees.
 */
export function s3MediaStore(client: S3Client, bucket: string): MediaStore {
  const sizes = new LRUCache<string, number>({ max: 10_000 });

  return {
    kind: 's3',

    beginUpload(area, describe) {
      let key: string | null = null;
      const sink = new S3UploadSink(client, bucket, () => {
        const description = describe();
        key = objectKey(area, description.fileName);
        return { ...description, key };
      });
      return {
        sink,
        // The object exists once the sink has finished (CompleteMultipartUpload answered).
        commit: async () => {},
        async discard() {
          if (sink.writableFinished) {
            if (key) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
            return;
          }
          // Destroying the sink aborts its multipart upload; 'close' comes once the abort is done.
          if (sink.closed) return;
          const closed = new Promise<void>((resolve) => sink.once('close', () => resolve()));
          if (!sink.destroyed) sink.destroy();
          await closed;
        },
      };
    },

    async write(area, fileName, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(area, fileName), Body: data, ContentType: contentType }));
    },

    async size(area, fileName) {
      const key = objectKey(area, fileName);
      const known = sizes.get(key);
      if (known !== undefined) return known;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        const size = head.ContentLength ?? 0;
        sizes.set(key, size);
        return size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(area, fileName, start, end): Promise<MediaBody | null> {
      const key = objectKey(area, fileName);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${start}-${end}` }));
        const body = object.Body as Readable;
        return { node: () => body, web: () => Readable.toWeb(body) as ReadableStream<Uint8Array> };
      } catch (error) {
        if (!isMissing(error)) throw error;
        sizes.delete(key);
        return null;
      }
    },

    async remove(area, fileName) {
      const key = objectKey(area, fileName);
      sizes.delete(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async check(signal) {
      await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: signal });
    },

    // A process killed mid-upload leaves an unfinished multipart upload, which is never an object.
    // Its parts are the bucket's to expire: the README asks for an AbortIncompleteMultipartUpload
    // lifecycle rule. Sweeping them from here could abort another instance's live upload.
    sweepUnfinished: async () => [],
  };
}
