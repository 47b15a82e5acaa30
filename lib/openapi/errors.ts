import type { HeaderObject, ResponseObject, SchemaObject } from 'openapi3-ts/oas31';
import { GENERIC_ERROR_CODES, type GenericErrorCode } from '../api/error-codes';

// The refusals of the product's REST API as /api/openapi.json states them (docs/architecture.md#rest-api-document): the
// JSON withRoute answers for an ApiError (lib/api/errors.ts, lib/api/route.ts's errorResponse). The product's own
// routes answer `{ message, errors?, link? }`; the practice APIs (/api/practice/…) add a stable `code`
// (lib/api/error-codes.ts), which the document lists per response. The descriptions of the codes are error-codes.ts's own.

export const ERROR_SCHEMAS: Record<'ApiError' | 'PracticeApiError', SchemaObject> = {
  ApiError: {
    type: 'object',
    required: ['message'],
    properties: {
      message: { type: 'string', description: 'For people: show it. It may be reworded; the status says what happened.' },
      errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'With a 400 for a wrong field: one message per field, named as in the request.' },
      link: { type: 'string', description: 'A page of this site where the user can fix what was refused (e.g. `/verifyEmail`).' },
    },
    description: 'A refusal of the site\'s own API (lib/api/errors.ts).',
  },
  PracticeApiError: {
    type: 'object',
    required: ['message', 'code'],
    properties: {
      message: { type: 'string', description: 'For people; may be reworded.' },
      code: { type: 'string', description: 'Stable and machine-readable: assert this (docs/product.md#error-codes).' },
      errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'One message per wrong field.' },
      link: { type: 'string', description: 'A page of this site where the learner can fix what was refused.' },
    },
    description: 'A refusal of the practice lab\'s APIs: the same shape with a `code` (lib/api/error-codes.ts).',
  },
};

export const RETRY_AFTER: Record<string, HeaderObject> = {
  'Retry-After': { description: 'Seconds to wait before trying again.', required: true, schema: { type: 'integer', minimum: 1 } },
};

/** The refusal a status answers when the thrower names no code of its own (lib/api/error-codes.ts's defaultErrorCode). */
const STATUS_CODES: Record<number, GenericErrorCode[]> = {
  400: ['VALIDATION_FAILED', 'BAD_REQUEST'],
  401: ['UNAUTHENTICATED'],
  402: ['PAYMENT_REQUIRED'],
  403: ['FORBIDDEN'],
  404: ['NOT_FOUND'],
  409: ['CONFLICT'],
  413: ['PAYLOAD_TOO_LARGE'],
  415: ['UNSUPPORTED_MEDIA_TYPE'],
  429: ['RATE_LIMITED'],
};

export interface Refusal {
  /** What went wrong, for this operation. */
  description: string;
  /** The codes a practice API answers it with; the status's generic code when none is named. */
  codes?: readonly string[];
  headers?: Record<string, HeaderObject>;
}

const isGeneric = (code: string): code is GenericErrorCode => code in GENERIC_ERROR_CODES;

/** One refusal as a response: the error schema, and on the practice APIs the codes it may carry. */
export function refusalResponse(status: number, refusal: Refusal, withCode: boolean): ResponseObject {
  const codes = refusal.codes?.length ? refusal.codes : (STATUS_CODES[status] ?? ['BAD_REQUEST']);
  const generic = codes.filter(isGeneric).map((code) => `\`${code}\`: ${GENERIC_ERROR_CODES[code]}`);
  const headers = status === 429 && !refusal.headers ? RETRY_AFTER : refusal.headers;
  const schema: SchemaObject = withCode
    ? { allOf: [{ $ref: '#/components/schemas/PracticeApiError' }, { properties: { code: { enum: [...codes] } } }] }
    : { $ref: '#/components/schemas/ApiError' };
  const description = withCode ? `${refusal.description} (${codes.join(', ')}).` : refusal.description;
  return {
    description: generic.length && withCode ? `${description}\n\n${generic.join('\n\n')}` : description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema } },
  };
}

/** The one 405 of the document: every path answers a method it does not take this way. */
export const METHOD_NOT_ALLOWED: ResponseObject = {
  description:
    'The path does not take this method (`METHOD_NOT_ALLOWED` on the practice APIs). `Allow` lists the methods it takes; `OPTIONS` on any path answers 200 with the same `Allow`.',
  headers: { Allow: { description: 'The methods the path takes, e.g. `GET, HEAD, OPTIONS`.', required: true, schema: { type: 'string' } } },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
};
