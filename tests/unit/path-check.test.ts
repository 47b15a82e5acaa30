import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badPathReason, refuseBadPath } from '../../server/path-check.mjs';

// Next answered a path with invalid percent-encoding (/api/users/%ff) with a plain-text 500; server.mjs
// answers such paths (and decoded control characters) 400 before handing the request to Next.
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (refuseBadPath(req, res)) return;
    res.end('next would answer this');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** fetch() would normalise the path; a raw request sends it exactly as written. */
function rawGet(path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
      })
      .on('error', reject);
  });
}

describe('paths that do not decode', () => {
  it('answers 400 JSON {message} under /api', async () => {
    const reply = await rawGet('/api/users/%ff');
    expect(reply.status).toBe(400);
    expect(reply.type).toMatch(/application\/json/);
    expect(JSON.parse(reply.body).message).toMatch(/not valid/);
  });

  it('answers a short plain 400 page elsewhere, for bad encodings and control characters', async () => {
    for (const path of ['/learning/%ff', '/learning/%E2%98', '/%', '/learning/a%00b']) {
      const reply = await rawGet(path);
      expect(reply.status, path).toBe(400);
      expect(reply.type, path).toMatch(/text\/plain/);
      expect(reply.body, path).toMatch(/not valid/);
    }
  });

  it('hands every valid path on, whatever its query string', async () => {
    for (const path of ['/', '/learning/3', '/api/profile/caf%C3%A9.png', '/search?q=%ff', '/api/users/%2e%2e']) {
      const reply = await rawGet(path);
      expect(reply.status, path).toBe(200);
      expect(reply.body).toBe('next would answer this');
    }
    expect(badPathReason('/a%20b?x=%zz')).toBeNull();
  });
});
