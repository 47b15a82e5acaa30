import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSlowBodyGuard } from '../../server/slow-body-guard.mjs';

// Slow request bodies never timed out (server.mjs sets requestTimeout = 0 so long uploads are not
// cut): connections trickling bytes stayed open forever. The guard closes a body that stalls for its
// idle timeout, never one that keeps arriving, and caps unfinished bodies per address.

const IDLE_MS = 1000;
let server: http.Server | null = null;
const sockets: net.Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
  server = null;
});

/** A plain server using the guard the way server.mjs does: it reads the whole body, then answers its size. */
async function startServer(maxUnfinishedPerAddress = 20) {
  const guard = createSlowBodyGuard({ idleTimeoutMs: IDLE_MS, maxUnfinishedPerAddress });
  server = http.createServer((req, res) => {
    if (!guard.admit(req, res)) return;
    let size = 0;
    req.on('data', (chunk: Buffer) => (size += chunk.length));
    req.on('end', () => res.end(JSON.stringify({ size })));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { guard, port: (server!.address() as AddressInfo).port };
}

/** Opens a connection and sends the headers of a POST announcing `length` body bytes, plus `first` bytes. */
async function openUpload(port: number, length: number, first = 'x') {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  const state = { closed: false, reply: '' };
  socket.setEncoding('utf8');
  socket.on('data', (text: string) => (state.reply += text));
  socket.on('close', () => (state.closed = true));
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(`POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${length}\r\n\r\n${first}`);
  return { socket, state };
}

describe('slow-body guard', () => {
  it('closes a connection whose body stalls after one byte, answering 408', async () => {
    const { port } = await startServer();
    const { state } = await openUpload(port, 100);
    await expect.poll(() => state.closed, { timeout: 15_000 }).toBe(true);
    expect(state.reply).toMatch(/^HTTP\/1\.1 408/);
  });

  it('lets a body that keeps arriving slowly finish, even when it takes longer than the idle timeout', async () => {
    const { port } = await startServer();
    const length = 40;
    const { socket, state } = await openUpload(port, length);
    const started = Date.now();
    let sent = 1;
    // One byte at a time, well within the idle timeout each, for at least three idle periods overall.
    while (sent < length) {
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS / 10));
      if (state.closed) break;
      const last = sent === length - 1;
      if (!last || Date.now() - started > IDLE_MS * 3) {
        socket.write('x');
        sent += 1;
      }
    }
    await expect.poll(() => state.reply, { timeout: 15_000 }).toMatch(/\{"size":40\}/);
    expect(state.reply).toMatch(/^HTTP\/1\.1 200/);
  });

  it('refuses one more unfinished body from the same address with 429, and frees the slot when a body ends', async () => {
    const cap = 3;
    const { guard, port } = await startServer(cap);
    const open: Awaited<ReturnType<typeof openUpload>>[] = [];
    for (let i = 0; i < cap; i++) open.push(await openUpload(port, 1000));
    await expect.poll(() => guard.unfinishedFrom('127.0.0.1'), { timeout: 15_000 }).toBe(cap);

    const extra = await openUpload(port, 1000);
    await expect.poll(() => extra.state.reply, { timeout: 15_000 }).toMatch(/^HTTP\/1\.1 429/);
    expect(extra.state.reply).toMatch(/Too many unfinished uploads/);
    await expect.poll(() => extra.state.closed, { timeout: 15_000 }).toBe(true);

    // One upload finishes: its slot is free again.
    open[0].socket.write('y'.repeat(999));
    await expect.poll(() => open[0].state.reply, { timeout: 15_000 }).toMatch(/\{"size":1000\}/);
    await expect.poll(() => guard.unfinishedFrom('127.0.0.1'), { timeout: 15_000 }).toBe(cap - 1);
    const next = await openUpload(port, 1, 'z');
    await expect.poll(() => next.state.reply, { timeout: 15_000 }).toMatch(/\{"size":1\}/);
  });
});
