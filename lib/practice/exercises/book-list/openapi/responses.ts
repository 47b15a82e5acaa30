import type { ContentObject, HeadersObject, ResponseObject, SchemaObject } from 'openapi3-ts/oas31';
import { schemaRef } from '@/lib/practice/openapi/zod-components';
import { headerRef, LIMIT_HEADERS } from './headers';

// The document's responses (docs/practice/book-list.md#status-codes): a resource in JSON or XML, or a problem
// detail whose `status` and `code` are those this operation can really answer (the contract test holds the server
// to them). A HEAD answers the same statuses and headers with no body.

export const REPRESENTATIONS = ['application/json', 'application/xml'] as const;
export const PROBLEM_TYPES = ['application/problem+json', 'application/problem+xml'] as const;

export function representation(schemaId: string): ContentObject {
  return Object.fromEntries(REPRESENTATIONS.map((type) => [type, { schema: schemaRef(schemaId) }]));
}

/** A problem detail of this status, its `code` one of `codes`. */
export function problemContent(status: number, codes: readonly string[]): ContentObject {
  const schema: SchemaObject = { allOf: [schemaRef('Problem'), { properties: { status: { const: status }, code: { enum: [...codes] } } }] };
  return Object.fromEntries(PROBLEM_TYPES.map((type) => [type, { schema }]));
}

export interface Refusal {
  status: number;
  codes: readonly string[];
  description: string;
  headers?: HeadersObject;
}

export function refusalResponse({ status, codes, description, headers }: Refusal, withBody: boolean): ResponseObject {
  return { description: `${description} (${codes.join(', ')})`, ...(headers ? { headers } : {}), ...(withBody ? { content: problemContent(status, codes) } : {}) };
}

/** A success reply: the request limit's headers, the given ones, and the resource unless it is a HEAD or has none. */
export function success(description: string, headers: HeadersObject, schemaId: string | null): ResponseObject {
  return { description, headers: { ...headers, ...LIMIT_HEADERS }, ...(schemaId ? { content: representation(schemaId) } : {}) };
}

/** The refusals every Book List operation may meet: no credential, an Accept it cannot answer, the request limit. */
export const EVERY_CALL: readonly Refusal[] = [
  { status: 401, codes: ['UNAUTHENTICATED', 'INVALID_TOKEN'], description: 'No credential, or one that is not live', headers: { 'WWW-Authenticate': headerRef('WWW-Authenticate') } },
  { status: 406, codes: ['NOT_ACCEPTABLE'], description: 'Accept names neither JSON nor XML' },
  { status: 429, codes: ['RATE_LIMITED'], description: 'Past the request limit', headers: { 'Retry-After': headerRef('Retry-After'), ...LIMIT_HEADERS } },
];

export const CROSS_SITE: Refusal = { status: 403, codes: ['FORBIDDEN'], description: 'A write from another site (its Origin is not this host)' };

export const BAD_QUERY: Refusal = { status: 400, codes: ['INVALID_QUERY'], description: 'A query parameter is wrong; `errors` names each' };

/** What a JSON or XML body (POST, PUT) or a merge patch (PATCH) may be refused for. */
export function bodyRefusals(kind: 'document' | 'merge-patch'): Refusal[] {
  const patch = kind === 'merge-patch';
  return [
    { status: 400, codes: patch ? ['INVALID_JSON'] : ['INVALID_JSON', 'INVALID_XML'], description: 'The body cannot be read: malformed, empty, a DOCTYPE, the wrong root element' },
    { status: 413, codes: ['PAYLOAD_TOO_LARGE'], description: 'The body is over 64 KB' },
    patch
      ? { status: 415, codes: ['UNSUPPORTED_MEDIA_TYPE'], description: 'Not application/merge-patch+json', headers: { 'Accept-Patch': headerRef('Accept-Patch') } }
      : { status: 415, codes: ['UNSUPPORTED_MEDIA_TYPE'], description: 'A body that is neither JSON nor XML' },
    { status: 422, codes: ['VALIDATION_FAILED'], description: 'A field breaks its rule, or is unknown; `errors` names each' },
  ];
}

export const PRECONDITIONS: readonly Refusal[] = [
  { status: 412, codes: ['PRECONDITION_FAILED'], description: 'If-Match is not a strong tag of the book\'s current state' },
  { status: 428, codes: ['PRECONDITION_REQUIRED'], description: 'No If-Match' },
];

export const notFound = (codes: readonly string[]): Refusal => ({ status: 404, codes: [...codes, 'NOT_FOUND'], description: 'Not on your shelf, or a malformed id' });

export const conflict = (codes: readonly string[]): Refusal => ({ status: 409, codes, description: 'It clashes with your shelf' });
