import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createGracefulStop } from '../../server/graceful-stop.mjs';

/** A server whose /slow answers only when `release()` is called; everything else at once. */
async function serverWithGracefulStop(graceMs: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  const steps: string[] = [];
  let exited!: (code: number) => void;
  const exit = new Promise<number>((resolve) => (exited = resolve));
  const server = http.createServer((req, res) => {
    graceful.track(req, res);
    if (req.url === '/slow') {
      arrived();
      void released.then(() => res.end('finished'));
    }
    else res.end('fast');
  });
  const graceful = createGracefulStop({
    server,
    graceMs,
    lifecycle: () => ({ beginDrain: () => steps.push('drain'), close: async () => void steps.push('close') }),
    log: () => {},
    exit: (code) => exited(code),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, graceful, release, steps, exit, slowArrived };
}

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('graceful stop', () => {
  it('finishes the request in flight, refuses new connections, then closes the app and exits 0', async () => {
    const { url, graceful, release, steps, exit, slowArrived } = await serverWithGracefulStop(60_000);
    const inFlight = get(`${url}/slow`);
    await slowArrived;
    graceful.stop('SIGTERM');
    expect(steps).toEqual(['drain']);
    await expect(get(`${url}/fast`)).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
    release();
    expect(await inFlight).toEqual({ status: 200, body: 'finished' });
    expect(await exit).toBe(0);
    expect(steps).toEqual(['drain', 'close']);
  });

  it('exits after the grace period even when a request never finishes', async () => {
    const { url, graceful, steps, exit, slowArrived } = await serverWithGracefulStop(200);
    const stuck = get(`${url}/slow`).catch((error: Error) => error);
    await slowArrived;
    graceful.stop('SIGTERM');
    expect(await exit).toBe(0);
    expect(steps).toEqual(['drain', 'close']);
    expect(await stuck).toBeInstanceOf(Error);
  });
});
