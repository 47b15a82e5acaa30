import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';

// Media bodies are read in 512 KiB pieces straight into a web ReadableStream. Readable.toWeb over
// fs.createReadStream passes 64 KiB chunks through two stream machineries; bigger reads with one
// queued ahead cut the per-chunk cost that dominates long video streams (bench/video-range).
const READ_BYTES = 512 * 1024;

/**
 * Bytes `start`..`end` (inclusive) of `file` as a response body. The file is opened when the body is
 * first read and closed when it ends, fails, or the client goes away (cancel).
 */
export function fileBody(file: string, start: number, end: number): ReadableStream<Uint8Array> {
  let handle: FileHandle | null = null;
  let position = start;
  const close = async () => {
    const open = handle;
    handle = null;
    await open?.close();
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          handle ??= await fs.promises.open(file, 'r');
          const want = Math.min(READ_BYTES, end + 1 - position);
          if (want <= 0) {
            await close();
            controller.close();
            return;
          }
          const buffer = Buffer.allocUnsafe(want);
          const { bytesRead } = await handle.read(buffer, 0, want, position);
          if (bytesRead === 0) {
            // The file shrank under us: end the body rather than wait forever.
            await close();
            controller.close();
            return;
          }
          position += bytesRead;
          controller.enqueue(bytesRead === want ? buffer : buffer.subarray(0, bytesRead));
        } catch (error) {
          await close().catch(() => {});
          controller.error(error);
        }
      },
      cancel: close,
    },
    { highWaterMark: 2 },
  );
}
