import type { z } from 'zod';
import type { HeaderObject, MediaTypeObject, OperationObject, ParameterObject, RequestBodyObject, ResponseObject, SchemaObject } from 'openapi3-ts/oas31';
import type { Access } from '../api/route';
import { PRACTICE_LIMIT } from '../practice/practice-limit-figures';
import type { SchemaComponents } from '../practice/openapi/zod-components';
import { accessSentence, documentedAccess, securityFor } from './access';
import { refusalResponse, type Refusal } from './errors';

// One operation of the product's REST API document (docs/architecture.md#rest-api-document), written as what its
// handler declares to withRoute: access, path params, body or upload, rate limit. The builder turns each into the
// parameters, request body, security, `x-access` and the refusals withRoute answers for it, so an area file states
// only what its handler adds (its reply, its own refusals). Every schema comes from the zod schema the handler
// parses with (SchemaComponents: zod's own z.toJSONSchema), never restated here.

/** A multipart upload (withRoute's `upload`, or a handler's own): the text fields' zod schema and the file's field. */
export interface UploadSpec {
  fields?: z.ZodObject;
  file: string;
  fileRequired: boolean;
  /** What the file may be, e.g. 'An image (JPEG, PNG, GIF or WebP) of at most 4 MB.' */
  fileNote: string;
}

/** The reply to a call that succeeded. */
export interface ReplySpec {
  status?: number;
  description: string;
  /** A JSON body: a zod schema the reply is built from, or a JSON Schema naming only its outline. */
  json?: z.ZodType | SchemaObject;
  /** A body of another media type (a file, a stream): media type → its schema. */
  media?: Record<string, SchemaObject>;
  headers?: Record<string, HeaderObject>;
}

export interface OperationSpec {
  operationId: string;
  summary: string;
  /** What the handler does beyond the summary; the access sentence comes first on its own. */
  description?: string;
  access: Access;
  /** A narrower rule the handler applies itself (ownership, payment), said after the access sentence. */
  who?: string;
  /** A public route that reads the session when one comes (logout, confirm-email…). */
  optionalSession?: boolean;
  /** The handler's params schema (withRoute's `params`): a malformed segment is a 404 before anything else. */
  params?: z.ZodObject;
  /** A query the handler parses with this zod schema (its input side: the text a client sends). */
  query?: z.ZodObject;
  /** Query parameters a handler reads without a schema of its own. */
  queryParameters?: ParameterObject[];
  /** The JSON body's zod schema (withRoute's `body`, or what the handler parses itself). */
  body?: z.ZodType;
  upload?: UploadSpec;
  /** A request body of another kind (the OAuth token form), as a complete OpenAPI request body. */
  requestBody?: RequestBodyObject;
  /** withRoute's `rateLimit`: a per-address limit counted before any other work. */
  rateLimited?: boolean;
  reply: ReplySpec;
  /** Further replies in a shape of their own (a 206 of a ranged read, the health check's 503, OAuth's errors). */
  also?: Record<number, ReplySpec>;
  /** The handler's own refusals, by status: a description, or one with the practice codes it answers. */
  refusals?: Record<number, string | Refusal>;
}

const BINARY: SchemaObject = { type: 'string', contentMediaType: 'application/octet-stream' };

/** Where each of withRoute's own refusals comes from, for an operation that declares what causes it. */
function wrapperRefusals(spec: OperationSpec, method: string, practice: boolean): Record<number, Refusal> {
  const refusals: Record<number, Refusal> = {};
  if (spec.query) refusals[400] = { description: 'A query parameter is wrong: `errors` names it', codes: ['VALIDATION_FAILED'] };
  if (spec.body) refusals[400] = { description: 'A field is missing or wrong (`errors` names each), or the body is not JSON', codes: ['VALIDATION_FAILED', 'INVALID_JSON', 'INVALID_TEXT'] };
  if (spec.upload) {
    refusals[400] = spec.upload.fields
      ? { description: 'A field is missing or wrong (`errors` names each), or the file is missing', codes: ['VALIDATION_FAILED', 'BAD_REQUEST'] }
      : { description: 'The file is missing', codes: ['BAD_REQUEST'] };
  }
  if (spec.access !== 'public') {
    const token = spec.access === 'practice-token' || spec.access === 'learner';
    refusals[401] = { description: token ? 'No session or practice credential, or one that is not live' : 'No session, or it ended', codes: token ? ['UNAUTHENTICATED', 'INVALID_TOKEN'] : ['UNAUTHENTICATED'] };
  }
  const writes = method !== 'get';
  if (spec.access === 'admin' || writes) {
    const why = [spec.access === 'admin' ? 'not an admin' : '', writes ? 'a write from another site (its Origin is not this host)' : ''].filter(Boolean).join(', or ');
    refusals[403] = { description: why.charAt(0).toUpperCase() + why.slice(1), codes: ['FORBIDDEN'] };
  }
  if (spec.params) refusals[404] = { description: 'A malformed path segment', codes: ['NOT_FOUND'] };
  if (spec.body) refusals[413] = { description: 'The body is over 1 MB', codes: ['PAYLOAD_TOO_LARGE'] };
  if (spec.upload) {
    refusals[413] = { description: 'The file is over its size limit', codes: ['PAYLOAD_TOO_LARGE'] };
    refusals[415] = { description: 'Not multipart/form-data, or the file\'s bytes are not of an accepted type', codes: ['UNSUPPORTED_MEDIA_TYPE'] };
  }
  // The practice lab counts each learner's requests (docs/product.md#request-limit), by session or by credential.
  const counted = practice && spec.access !== 'public';
  if (spec.rateLimited || counted) {
    const limit = `Past the learner's request limit (${PRACTICE_LIMIT.requests} every ${PRACTICE_LIMIT.windowSeconds} s)`;
    refusals[429] = { description: counted ? limit : 'Too many requests from this address', codes: ['RATE_LIMITED'] };
  }
  return refusals;
}

function asRefusal(refusal: string | Refusal): Refusal {
  return typeof refusal === 'string' ? { description: refusal } : refusal;
}

function replyResponse(reply: ReplySpec, schemas: SchemaComponents): ResponseObject {
  const content: Record<string, MediaTypeObject> = {};
  if (reply.json) {
    const zod = typeof (reply.json as z.ZodType).safeParse === 'function';
    content['application/json'] = { schema: zod ? schemas.inline(reply.json as z.ZodType, 'output') : (reply.json as SchemaObject) };
  }
  for (const [type, schema] of Object.entries(reply.media ?? {})) content[type] = { schema };
  return { description: reply.description, ...(reply.headers ? { headers: reply.headers } : {}), ...(Object.keys(content).length ? { content } : {}) };
}

function uploadBody(upload: UploadSpec, schemas: SchemaComponents): RequestBodyObject {
  const fields = upload.fields ? schemas.members(upload.fields, 'input') : [];
  const properties: Record<string, SchemaObject> = Object.fromEntries(fields.map((field) => [field.name, field.schema]));
  properties[upload.file] = { ...BINARY, description: upload.fileNote };
  const required = [...fields.filter((field) => field.required).map((field) => field.name), ...(upload.fileRequired ? [upload.file] : [])];
  return {
    required: true,
    content: { 'multipart/form-data': { schema: { type: 'object', properties, ...(required.length ? { required } : {}) } } },
  };
}

function parametersOf(spec: OperationSpec, schemas: SchemaComponents): ParameterObject[] {
  const path = spec.params ? schemas.members(spec.params, 'input').map(({ name, schema }): ParameterObject => ({ name, in: 'path', required: true, schema })) : [];
  const query = spec.query ? schemas.members(spec.query, 'input').map(({ name, schema, required }): ParameterObject => ({ name, in: 'query', required, schema })) : [];
  return [...path, ...query, ...(spec.queryParameters ?? [])];
}

/**
 * The operation for `method` ('get', 'post', …) under `tag`. `practice`: the path is under /api/practice/, whose
 * refusals carry a `code` and whose learners have a request limit.
 */
export function buildOperation(spec: OperationSpec, method: string, tag: string, practice: boolean, schemas: SchemaComponents): OperationObject {
  const refusals: Record<number, Refusal> = { ...wrapperRefusals(spec, method, practice) };
  for (const [status, refusal] of Object.entries(spec.refusals ?? {})) refusals[Number(status)] = asRefusal(refusal);
  const responses: Record<string, ResponseObject> = { [String(spec.reply.status ?? 200)]: replyResponse(spec.reply, schemas) };
  for (const status of Object.keys(refusals).map(Number).sort((a, b) => a - b)) responses[status] = refusalResponse(status, refusals[status], practice);
  // A reply the handler means (the status exercise's 404, the token endpoint's OAuth errors) stands over withRoute's refusal.
  for (const [status, reply] of Object.entries(spec.also ?? {})) responses[status] = replyResponse(reply, schemas);
  const parameters = parametersOf(spec, schemas);
  const requestBody = spec.requestBody ?? (spec.upload ? uploadBody(spec.upload, schemas) : spec.body ? { required: true, content: { 'application/json': { schema: schemas.inline(spec.body, 'input') } } } : undefined);
  return {
    tags: [tag],
    operationId: spec.operationId,
    summary: spec.summary,
    description: [accessSentence(spec.access, spec.who), spec.description].filter(Boolean).join('\n\n'),
    'x-access': documentedAccess(spec.access),
    security: securityFor(spec.access, spec.optionalSession),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}
