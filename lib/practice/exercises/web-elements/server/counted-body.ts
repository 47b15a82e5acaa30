import 'server-only';

/** What to throw when the body passes its limit, or stops because the client went away. */
export interface BodyRefusals {
  tooLarge: () => Error;
  cancelled: () => Error;
  /** Waits until this many more bytes may be read (lib/practice/files/transfer-pace.ts); none: no wait. */
  pace?: (bytes: number) => Promise<void>;
}

/**
 * The request body as it arrives, counted: it fails with `tooLarge()` as soon as more than `limit` bytes
 * came (a chunked body has no Content-Length to check first) and the rest is not read, and with
 * `cancelled()` when the client goes away mid-body. A missing body reads as an empty one.
 */
export function countedBody(body: ReadableStream<Uint8Array> | null, limit: number, refusals: BodyRefusals): ReadableStream<Uint8Array> {
  const reader = body?.getReader() ?? null;
  let total = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!reader) return controller.close();
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch {
          controller.error(refusals.cancelled());
          return;
        }
        if (chunk.done) return controller.close();
        total += chunk.value.byteLength;
        if (total > limit) {
          controller.error(refusals.tooLarge());
          await reader.cancel().catch(() => {});
          return;
        }
        await refusals.pace?.(chunk.value.byteLength);
        controller.enqueue(chunk.value);
      },
      cancel: (reason) => reader?.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

/**
 * Reads the body to its end and drops it, stopping past `limit`: for a refusal known before the form is
 * read, so that a browser still sending sees the answer rather than a reset connection.
 */
export async function dropBody(body: ReadableStream<Uint8Array> | null, limit: number): Promise<void> {
  const stop = () => new Error('body dropped');
  const reader = countedBody(body, limit, { tooLarge: stop, cancelled: stop }).getReader();
  try {
    while (!(await reader.read()).done) {
      // nothing kept
    }
  } catch {
    // Past the limit, or the client went away: nothing more to read either way.
  }
}
