import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileBody } from '@/lib/storage/file-body';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-body-'));
const bytes = Buffer.from(Array.from({ length: 1_300_000 }, (_, i) => (i * 31) % 256));
const file = path.join(dir, 'video.mp4');
fs.writeFileSync(file, bytes);

async function read(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

/** Open descriptors of this process that point at `target` (Linux /proc). */
function openHandlesTo(target: string): number {
  return fs.readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`) === target;
    } catch {
      return false;
    }
  }).length;
}

describe('fileBody', () => {
  it('streams the whole file across several reads, byte for byte, and closes it', async () => {
    expect((await read(fileBody(file, 0, bytes.length - 1))).equals(bytes)).toBe(true);
    expect(openHandlesTo(file)).toBe(0);
  });

  it('streams an inclusive range from the middle, and a one-byte range', async () => {
    expect((await read(fileBody(file, 600_000, 1_200_000))).equals(bytes.subarray(600_000, 1_200_001))).toBe(true);
    expect((await read(fileBody(file, 7, 7))).equals(bytes.subarray(7, 8))).toBe(true);
  });

  it('gives an empty body for an empty file', async () => {
    const empty = path.join(dir, 'empty.mp4');
    fs.writeFileSync(empty, '');
    expect((await read(fileBody(empty, 0, -1))).length).toBe(0);
  });

  it('closes the file when the client goes away mid-stream', async () => {
    const reader = fileBody(file, 0, bytes.length - 1).getReader();
    await reader.read();
    expect(openHandlesTo(file)).toBe(1);
    await reader.cancel();
    expect(openHandlesTo(file)).toBe(0);
  });

  it('fails the body (not the process) when the file has gone', async () => {
    await expect(read(fileBody(path.join(dir, 'missing.mp4'), 0, 10))).rejects.toThrow(/ENOENT/);
  });
});
