import 'server-only';
import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@/lib/api/errors';
import type { ProblemDetails } from '../../problem-schema';
import { problemType } from '../../problem-type';
import { problemFormat, type Format } from './negotiation';
import { buildXml } from './xml-codec';

// Every refusal of the Book List API is an RFC 9457 problem detail (docs/practice/book-list.md#problem-details):
// application/problem+json, or application/problem+xml (Appendix B) when the client prefers XML. withRoute hands
// this module every error of these routes (its `errorReply` option), so a 401, 404 of a malformed id and the
// request limit's 429 answer in the same shape as the exercise's own refusals. `code` and `errors` are extension
// members; `type` points at the code's row in the exercise page's error table. The shape is the zod schema the
// OpenAPI document states (../../problem-schema.ts).

// RFC 9110's names where Node's table still has the older ones.
const TITLES: Record<number, string> = { 413: 'Content Too Large', 422: 'Unprocessable Content' };

export function problemOf(error: ApiError, request: Request): ProblemDetails {
  const path = new URL(request.url).pathname;
  const problem: ProblemDetails = {
    type: problemType(error.code),
    title: TITLES[error.status] ?? STATUS_CODES[error.status] ?? 'Error',
    status: error.status,
    detail: error.message,
    instance: path,
    code: error.code,
  };
  if (error.errors) problem.errors = error.errors;
  return problem;
}

function problemBody(problem: ProblemDetails, format: Format): string {
  if (format === 'json') return JSON.stringify(problem);
  const { errors, ...members } = problem;
  const content = errors ? { ...members, errors: { error: Object.entries(errors).map(([field, text]) => ({ '@_field': field, '#text': text })) } } : members;
  return buildXml('problem', content, { xmlns: 'urn:ietf:rfc:7807' });
}

/** The reply to a refused request, in the format the client prefers; the error's own headers (Allow, Retry-After) kept. */
export function problemReply(error: ApiError, request: Request): Response {
  const format = problemFormat(request.headers.get('accept'));
  const headers = new Headers(error.headers);
  headers.set('Content-Type', format === 'xml' ? 'application/problem+xml; charset=utf-8' : 'application/problem+json');
  headers.set('Content-Language', 'en');
  headers.append('Vary', 'Accept');
  const body = request.method === 'HEAD' ? null : problemBody(problemOf(error, request), format);
  return new Response(body, { status: error.status, headers });
}
