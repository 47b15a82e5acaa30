import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { enableCaching } from '@/lib/cache/tags';
import { servePracticeReply } from '@/lib/fast-path/serve-practice-reply';
import { servePracticeState } from '@/lib/fast-path/serve-practice-state';
import { PRACTICE_LIMIT } from '@/lib/practice/learner-limit';
import { STATIC_SECURITY_HEADERS } from '@/lib/security/headers';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
import { call, type CallResult } from './http';
import { createLoggedInUser, type TestUser } from './users';

// The practice fast path (reads, then writes) in front of a stand-in for Next, as server.mjs orders them: what the
// fast path passes on is answered 299 "passed on" with the body the stand-in could still read, which proves the
// request reached "Next" untouched. Tests call the server as a learner's client would.

export interface FastPathServer {
  base: string;
  close(): Promise<void>;
}

export const PASSED_ON = 299;

export async function startFastPathServer(): Promise<FastPathServer> {
  enableCaching();
  const server = http.createServer((req, res) => {
    const passOn = () => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => res.writeHead(PASSED_ON).end(`passed on: ${Buffer.concat(chunks).toString()}`));
    };
    if (servePracticeReply(req, res, passOn)) return;
    if (servePracticeState(req, res)) return;
    passOn();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The fast-path server of a test file: started before its tests, closed after them. Read `base` inside a test. */
export function fastPathServerForFile(): FastPathServer {
  const server: FastPathServer = { base: '', close: async () => {} };
  beforeAll(async () => {
    Object.assign(server, await startFastPathServer());
  });
  afterAll(() => server.close());
  return server;
}

const BOARD = '/api/practice/v1/mouse-action/board';

/**
 * A learner whose session the process has checked, as after any request of theirs: a first read through its
 * handler (the board's unless another is named), so the fast path remembers them.
 */
export async function knownLearner(path = BOARD): Promise<TestUser> {
  const learner = await createLoggedInUser();
  expect((await call(mountedPracticeRoute(path).GET, { cookie: learner.cookie, path })).status).toBe(200);
  return learner;
}

export interface Sent {
  cookie?: string;
  bearer?: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

export interface Received {
  status: number;
  headers: Headers;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A request to the fast-path server; a JSON body is sent with its length and `application/json`. */
export async function send(server: FastPathServer, method: string, path: string, sent: Sent = {}): Promise<Received> {
  const headers: Record<string, string> = { ...sent.headers };
  if (sent.cookie) headers.cookie = sent.cookie;
  if (sent.bearer) headers.authorization = `Bearer ${sent.bearer}`;
  const body = sent.raw ?? (sent.body === undefined ? undefined : JSON.stringify(sent.body));
  if (body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  const reply = await fetch(server.base + path, { method, headers, body });
  const text = await reply.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: reply.status, headers: reply.headers, text, json };
}

/** What Next adds to every reply of a route handler: next.config's headers and its router's Vary (as the built server sends it). */
const NEXT_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch';
/** Set by Node's HTTP server or by the framing, on every reply whoever made it. */
const FRAMING = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-encoding', 'transfer-encoding']);

const secondsWithinWindow = (value: string) =>
  /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= PRACTICE_LIMIT.windowSeconds ? 'within the window' : value;

/**
 * The fast path's reply is the route handler's reply as Next sends it: the same status and body, every header the
 * handler set, the headers Next adds, and nothing else.
 */
export function expectSameReply(fast: Received, handler: CallResult): void {
  expect({ status: fast.status, body: fast.json }).toEqual({ status: handler.status, body: handler.json });
  const expected = new Map<string, string>(STATIC_SECURITY_HEADERS.map(({ key, value }) => [key.toLowerCase(), value]));
  for (const [name, value] of handler.headers) if (name !== 'vary') expected.set(name, value);
  const compressible = /json|xml|^text\//.test(handler.headers.get('content-type') ?? '');
  expected.set('vary', [NEXT_VARY, handler.headers.get('vary'), compressible ? 'Accept-Encoding' : null].filter(Boolean).join(', '));
  const got = new Map<string, string>();
  for (const [name, value] of fast.headers) if (!FRAMING.has(name)) got.set(name, value);
  // When the learner's window ends depends on when their first request came: the twins' may be a second or two apart.
  for (const headers of [got, expected]) if (headers.has('ratelimit-reset')) headers.set('ratelimit-reset', secondsWithinWindow(headers.get('ratelimit-reset')!));
  expect(Object.fromEntries(got)).toEqual(Object.fromEntries(expected));
}
