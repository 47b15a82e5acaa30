import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { setupFreshDatabase } from '../helpers/test-db';

setupFreshDatabase();

const CHUNK_BYTES = 64 * 1024;
const TOTAL_BYTES = 450 * 1024 * 1024;

/**
 * A chunked JSON body of 450 MB, produced on demand: nothing announces its length, so only counting the
 * bytes while reading can stop it. `pulls` tells how much of it the server asked for.
 */
function hugeChunkedLogin() {
  const state = { pulls: 0, cancelled: false };
  const filler = new TextEncoder().encode('a'.repeat(CHUNK_BYTES));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulls += 1;
      if (state.pulls === 1) controller.enqueue(new TextEncoder().encode('{"email":"x@example.com","password":"'));
      else if (state.pulls * CHUNK_BYTES >= TOTAL_BYTES) controller.close();
      else controller.enqueue(filler);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  const request = new Request('http://localhost:3000/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', 'x-qa-peer-ip': '203.0.113.77' },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, state };
}

describe('the 1 MB JSON limit without a Content-Length', () => {
  it('answers 413 JSON as soon as a chunked body passes 1 MB, and stops reading it', async () => {
    const { request, state } = hugeChunkedLogin();
    expect(request.headers.get('content-length')).toBeNull();
    const response = await login(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request is too large.' });
    // 1 MB is 16 chunks of 64 KiB; the stream may be pulled a few ahead, never the 7,200 of the whole body.
    expect(state.pulls).toBeLessThan(40);
    expect(state.cancelled).toBe(true);
  });

  it('still reads a chunked body under the limit', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":"nobody@example.com",'));
        controller.enqueue(new TextEncoder().encode('"password":"Wrong-pass-1"}'));
        controller.close();
      },
    });
    const request = new Request('http://localhost:3000/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-qa-peer-ip': '203.0.113.78' },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await login(request, { params: Promise.resolve({}) });
    // Parsed and checked: the account does not exist.
    expect(response.status).toBe(401);
  });
});
