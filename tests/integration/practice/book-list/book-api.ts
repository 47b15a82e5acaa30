import { createPracticeToken } from '@/lib/practice/credentials/personal-tokens';
import { call, type CallResult } from '@/tests/helpers/http';
import { assertKeepsPracticeContract } from '@/tests/helpers/openapi-contract';
import { activeDefects } from '@/lib/practice/defects/active';
import type { TestUser } from '@/tests/helpers/users';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const collection = mountedPracticeRoute('/api/practice/v1/books');
const item = mountedPracticeRoute('/api/practice/v1/books/[id]');
const reviews = mountedPracticeRoute('/api/practice/v1/books/[id]/reviews');
const review = mountedPracticeRoute('/api/practice/v1/books/[id]/reviews/[reviewId]');

// Calls the Book List API the way a learner's HTTP client would: a method and a path (with its query), routed
// to the route file Next would pick, with a personal access token of the learner as `Authorization: Bearer`
// (docs/practice/book-list.md#authentication). Answers what a client sees: status, headers and the body (parsed
// JSON, or the raw text of XML and problem+xml).

export const BASE = '/api/practice/v1/books';

type RouteModule = Record<string, unknown>;
const ROUTES: [RegExp, RouteModule, string[]][] = [
  [/^\/api\/practice\/v1\/books$/, collection, []],
  [/^\/api\/practice\/v1\/books\/([^/]+)$/, item, ['id']],
  [/^\/api\/practice\/v1\/books\/([^/]+)\/reviews$/, reviews, ['id']],
  [/^\/api\/practice\/v1\/books\/([^/]+)\/reviews\/([^/]+)$/, review, ['id', 'reviewId']],
];

export interface Send {
  /** The learner calling: their personal access token (one per learner, created on first use) is sent. */
  user?: TestUser;
  /** A bearer token to send instead of the learner's own (an OAuth access token, a revoked one). */
  bearer?: string;
  headers?: Record<string, string>;
  /** A JSON body (Content-Type application/json unless headers name another). */
  body?: unknown;
  /** A body sent as is. */
  raw?: string;
}

export type Reply = CallResult & { text: string };

// One token per learner, made through the credentials module the token API calls: a token per call would cost a
// transaction each and run into the five-token limit.
const tokens = new Map<string, Promise<string>>();

/** The learner's personal access token for the tests, created once. */
export function tokenOf(user: TestUser): Promise<string> {
  if (!tokens.has(user.id)) tokens.set(user.id, createPracticeToken(user.id, 'Book List tests').then((issued) => issued.token));
  return tokens.get(user.id)!;
}

export async function send(method: string, path: string, options: Send = {}): Promise<Reply> {
  const pathname = path.split('?')[0];
  const route = ROUTES.find(([pattern]) => pattern.test(pathname));
  if (!route) throw new Error(`no Book List route for ${pathname}`);
  const [pattern, module, names] = route;
  const values = pattern.exec(pathname)!.slice(1);
  const params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index])]));
  const handler = module[method] as Parameters<typeof call>[0];
  if (typeof handler !== 'function') throw new Error(`${pathname} exports no ${method}`);
  const bearer = options.bearer ?? (options.user ? await tokenOf(options.user) : undefined);
  const result = await call(handler, {
    method,
    path,
    params,
    bearer,
    headers: options.headers,
    body: options.body,
    rawBody: options.raw,
  });
  // Every reply is held to the OpenAPI document the app serves (docs/practice/book-list.md#api-contract), except a
  // learner's with a Book List defect live: planted defects break the contract on purpose (a 200 for a 201, a wrong media type).
  const bugsLive = options.user !== undefined && (await activeDefects(options.user.id, 'book-list')).length > 0;
  if (!bugsLive) assertKeepsPracticeContract({ method, path }, { status: result.status, headers: result.headers, body: result.json });
  return { ...result, text: typeof result.json === 'string' ? result.json : JSON.stringify(result.json) };
}

/** A valid new book; `overrides` change or add fields. */
export function newBook(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Testing REST APIs',
    author: 'Ines Carvalho',
    isbn: '9780306406157',
    year: 2023,
    pages: 280,
    genre: 'technology',
    price: 32.9,
    inStock: true,
    tags: ['api', 'http'],
    ...overrides,
  };
}

/** Reads book `id` and answers its ETag. */
export async function etagOf(user: TestUser, id: number | string): Promise<string> {
  const reply = await send('GET', `${BASE}/${id}`, { user });
  if (reply.status !== 200) throw new Error(`GET book ${id}: ${reply.status}`);
  return reply.headers.get('etag')!;
}

/** The problem detail of a JSON refusal, checked for the members every problem carries. */
export function problemOf(reply: Reply): { type: string; title: string; status: number; detail: string; instance: string; code: string; errors?: Record<string, string> } {
  if (reply.headers.get('content-type') !== 'application/problem+json') throw new Error(`not a problem+json reply: ${reply.status} ${reply.headers.get('content-type')}`);
  return reply.json;
}

/** Valid ISBN-13s besides the seed books' and newBook()'s, for tests that create many books. */
export function isbnNumber(n: number): string {
  const first12 = `979${String(n).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** `fields` without the one named. */
export function without(fields: Record<string, unknown>, name: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));
}
