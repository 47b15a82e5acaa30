import 'server-only';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { fieldErrors } from '@/lib/api/zod-errors';
import { BOOK_LIST_MSG as MSG } from '../../messages';
import { bodyFormat, isMergePatch } from './negotiation';
import { readBodyText } from './read-body';
import { decodeXmlObject } from './xml-codec';

// A request body as received (docs/practice/book-list.md#status-codes). A Content-Type the route does not take
// (415) and a body over the bound (413) are refused at once; a malformed (400) or invalid (422) body is kept as its
// refusal and answered only once the book exists and the preconditions hold, as RFC 9110 (13.2.1) orders them:
// preconditions are checked before the content is processed.

export type Received<T> = { ok: true; value: T } | { ok: false; refusal: ApiError };

/** The value, or the refusal it was received with. */
export function valueOf<T>(received: Received<T>): T {
  if (!received.ok) throw received.refusal;
  return received.value;
}

export const unprocessable = (errors: Record<string, string>) =>
  new ApiError(422, MSG.validationFailed(Object.values(errors)[0] ?? 'it cannot be read.'), errors, undefined, 'VALIDATION_FAILED');

/** The value checked by `schema`, or the 422 naming each wrong field. */
export function checked<S extends z.ZodType>(schema: S, value: unknown): Received<z.output<S>> {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, refusal: unprocessable(fieldErrors(parsed.error)) };
}

async function deferred<T>(read: () => Promise<T>): Promise<Received<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { ok: false, refusal: error };
    throw error;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, MSG.invalidJson, undefined, undefined, 'INVALID_JSON');
  }
}

/** A POST or PUT body in JSON or XML (root element `root`), checked by `schema`. */
export async function receiveDocument<S extends z.ZodObject>(request: Request, root: string, schema: S): Promise<Received<z.output<S>>> {
  const format = bodyFormat(request.headers.get('content-type'));
  if (!format) throw new ApiError(415, MSG.unsupportedBody, undefined, undefined, 'UNSUPPORTED_MEDIA_TYPE');
  const raw = await deferred(async () => {
    const text = await readBodyText(request, format === 'json' ? 'INVALID_JSON' : 'INVALID_XML');
    return format === 'json' ? parseJson(text) : decodeXmlObject(text, root, schema);
  });
  return raw.ok ? checked(schema, raw.value) : raw;
}

/** A PATCH body: a JSON Merge Patch, as parsed (the merge and its check come once the book is known). */
export async function receiveMergePatch(request: Request): Promise<Received<unknown>> {
  if (!isMergePatch(request.headers.get('content-type'))) {
    throw new ApiError(415, MSG.unsupportedPatch, undefined, { 'Accept-Patch': 'application/merge-patch+json' }, 'UNSUPPORTED_MEDIA_TYPE');
  }
  return deferred(async () => parseJson(await readBodyText(request, 'INVALID_JSON')));
}
