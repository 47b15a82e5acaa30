import type { ContractReply } from './contract-check';
import { assertKeepsProductContract } from './product-contract';
import { routeTemplateOf } from './route-tags';

type Handler = (request: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  path?: string;
  body?: unknown;
  rawBody?: string;
  /** A multipart body (the Request sets the boundary). */
  form?: FormData;
  cookie?: string;
  bearer?: string;
  params?: Record<string, string>;
  ip?: string;
  headers?: Record<string, string>;
  /** Ends the request as a client that goes away would (a long-poll's). */
  signal?: AbortSignal;
}

export interface CallResult {
  status: number;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
  cookies: string[];
}

/** Calls a route handler the way Next does: a Request plus the dynamic params. */
export async function call(handler: Handler, options: CallOptions = {}): Promise<CallResult> {
  const headers = new Headers(options.headers);
  headers.set('x-qa-peer-ip', options.ip ?? '203.0.113.10');
  if (options.cookie) headers.set('cookie', options.cookie);
  if (options.bearer) headers.set('authorization', `Bearer ${options.bearer}`);
  let body: string | FormData | undefined;
  if (options.form) body = options.form;
  else if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (typeof body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const request = new Request(`http://localhost:3000${options.path ?? '/api/test'}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: options.signal,
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  holdToProductContract(handler, request, options, { status: response.status, headers: response.headers, body: text ? json : null, hasBody: text !== '' });
  return { status: response.status, json, headers: response.headers, cookies: response.headers.getSetCookie() };
}

/**
 * Every reply of a site route is held to the product's OpenAPI document (docs/architecture.md#rest-api-document): its
 * status listed for the operation, its media type declared, its body valid against the declared schema. The route is
 * the file the handler came from (./route-tags.ts); a handler of no route file is not checked. The practice lab's routes
 * are held to their own document by their exercises' helpers, which know when bug mode breaks it on purpose.
 */
function holdToProductContract(handler: Handler, request: Request, options: CallOptions, reply: ContractReply): void {
  const template = routeTemplateOf(handler);
  if (!template || template.startsWith('/api/practice/')) return;
  // A mount's 404 (better-auth's catch-all, for an endpoint it does not expose) names no operation the document could list.
  if (template.endsWith('/{all}') && reply.status === 404) return;
  const concrete = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(options.params?.[name] ?? 'x'));
  // better-auth's catch-all is documented by the paths it serves: the one the test named.
  const path = template.endsWith('/{all}') && options.path ? options.path : concrete;
  assertKeepsProductContract({ method: request.method, path }, reply);
}

/** "name=value; name2=value2" from Set-Cookie headers, as a browser would send them back. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}
