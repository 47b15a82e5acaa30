import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pumpInto } from '@/lib/uploads/pump';

// The loop that feeds a request body into busboy (lib/uploads/pump.ts).

/** A body of `count` chunks of `size` bytes, each chunk filled with its own index. */
function body(count: number, size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === count) return controller.close();
      controller.enqueue(new Uint8Array(size).fill(sent % 256));
      sent += 1;
    },
  });
}

/** A writable that is always "full" (tiny buffer) and slow, like a parser waiting on the disk. */
function slowSink(received: number[]) {
  return new Writable({
    highWaterMark: 1,
    write(chunk: Buffer, _encoding, callback) {
      received.push(chunk[0]);
      setImmediate(callback);
    },
  });
}

describe('pumpInto', () => {
  it('delivers every chunk in order and ends the parser, waiting on back-pressure', async () => {
    const received: number[] = [];
    const sink = slowSink(received);
    await pumpInto(body(300, 1024), sink);
    expect(received).toEqual(Array.from({ length: 300 }, (_, index) => index % 256));
    expect(sink.writableFinished).toBe(true);
  });

  it('leaves no listeners behind after hundreds of back-pressure waits (a multi-GB upload waits thousands of times)', async () => {
    const sink = slowSink([]);
    const before = { close: sink.listenerCount('close'), drain: sink.listenerCount('drain'), error: sink.listenerCount('error') };
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, sink.listenerCount('close'))), 0);
    await pumpInto(body(300, 1024), sink);
    clearInterval(watch);
    expect(sink.listenerCount('drain')).toBe(before.drain);
    expect(most).toBeLessThanOrEqual(before.close + 2);
  });

  it('stops reading when the parser is destroyed (a refused file) and reports it', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const sink = new Writable({
      highWaterMark: 1,
      write(_chunk, _encoding, callback) {
        if (pulled >= 5) sink.destroy(new Error('Only video files are allowed.'));
        else setImmediate(callback);
      },
    });
    await expect(pumpInto(stream, sink)).rejects.toThrow('Only video files are allowed.');
    expect(pulled).toBeLessThan(10);
  });

  it('tears the parser down when the client goes away mid-upload', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(16));
        setTimeout(() => controller.error(new Error('aborted')), 5);
      },
    });
    const sink = slowSink([]);
    await expect(pumpInto(stream, sink)).rejects.toThrow('aborted');
    expect(sink.destroyed).toBe(true);
  });
});
