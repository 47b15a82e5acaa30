import 'server-only';
import { z } from 'zod';
import type { ContentObject, HeadersObject, OperationObject, ParameterObject, PathItemObject, ResponseObject } from 'openapi3-ts/oas31';
import type { PracticeApiPart } from '../openapi/api-part';
import { SchemaComponents, schemaRef } from '../openapi/zod-components';
import { PRACTICE_LIMIT } from '../practice-limit-figures';
import { INBOX_FIGURES } from './figures';
import { InboxQuerySchema } from './query';
import { InboxListSchema, InboxMessageSchema } from './shapes';

// The practice inbox's share of the practice API document (docs/architecture.md#practice-inbox), built from the
// schemas its routes answer with and parse by (./shapes.ts, ./query.ts). An exercise that mails the learner hands it
// to the registry (its entry's apiContract), since the lab-wide document is gathered from exercises. Refusals are the
// lab's JSON `{ message, code, errors? }` (`PracticeError`), each narrowed to the codes that operation can answer.

const TAG = 'Practice inbox';

const count = (description: string) => ({ description, required: true, schema: { type: 'integer', minimum: 0 } }) as const;
const LIMIT_HEADERS: HeadersObject = {
  'RateLimit-Limit': count(`Requests a learner may send per window (${PRACTICE_LIMIT.requests} every ${PRACTICE_LIMIT.windowSeconds} s).`),
  'RateLimit-Remaining': count('Requests left in this window.'),
  'RateLimit-Reset': count('Seconds until the window starts again.'),
};
const RETRY_AFTER: HeadersObject = { 'Retry-After': count('Seconds to wait before sending again.') };

const PracticeErrorSchema = z
  .object({
    message: z.string().describe('For people; may be reworded.'),
    code: z.string().describe('Stable: what a test should assert.'),
    errors: z.record(z.string(), z.string()).optional().describe('One message per wrong field or parameter.'),
  })
  .meta({ id: 'PracticeError', description: 'A refusal of the practice lab\'s JSON APIs.' });

function errorContent(codes: readonly string[]): ContentObject {
  return { 'application/json': { schema: { allOf: [schemaRef('PracticeError'), { properties: { code: { enum: [...codes] } } }] } } };
}

interface Refusal {
  status: number;
  codes: readonly string[];
  description: string;
  headers?: HeadersObject;
}

const UNAUTHENTICATED: Refusal = { status: 401, codes: ['UNAUTHENTICATED', 'INVALID_TOKEN'], description: 'No credential, or one that is not live' };
const LIMITED: Refusal = { status: 429, codes: ['RATE_LIMITED'], description: 'Past the request limit', headers: { ...RETRY_AFTER, ...LIMIT_HEADERS } };
const CROSS_SITE: Refusal = { status: 403, codes: ['FORBIDDEN'], description: 'A write from another site (its Origin is not this host)' };
const NO_MESSAGE: Refusal = { status: 404, codes: ['MESSAGE_NOT_FOUND', 'NOT_FOUND'], description: 'No message of yours with this id, or a malformed id' };

function responses(success: Record<number, ResponseObject>, refusals: readonly Refusal[], withBody: boolean): Record<string, ResponseObject> {
  const all: Record<string, ResponseObject> = { ...success };
  for (const { status, codes, description, headers } of [...refusals].sort((a, b) => a.status - b.status)) {
    all[status] = { description: `${description} (${codes.join(', ')})`, ...(headers ? { headers } : {}), ...(withBody ? { content: errorContent(codes) } : {}) };
  }
  return all;
}

const ok = (description: string, schemaId: string | null, headers: HeadersObject = {}): ResponseObject => ({
  description,
  headers: { ...headers, ...LIMIT_HEADERS },
  ...(schemaId ? { content: { 'application/json': { schema: schemaRef(schemaId) } } } : {}),
});
const noContent = (description: string): ResponseObject => ({ description, headers: LIMIT_HEADERS });

function op(operationId: string, summary: string, answers: Record<string, ResponseObject>, extra: Partial<OperationObject> = {}): OperationObject {
  return { tags: [TAG], operationId, summary, ...extra, responses: answers };
}

/** HEAD beside a GET: the same statuses and headers, no body. */
function headOf(get: OperationObject, operationId: string): OperationObject {
  const answers = Object.fromEntries(Object.entries(get.responses ?? {}).map(([status, response]) => [status, { ...(response as ResponseObject), content: undefined }]));
  for (const response of Object.values(answers)) delete response.content;
  return { ...get, operationId, summary: `${get.summary}: headers only`, responses: answers };
}

function options(operationId: string, allow: string): OperationObject {
  return op(operationId, `The methods this path takes: ${allow}`, {
    200: { description: `Allow: ${allow}`, headers: { Allow: { description: 'The methods this path takes.', required: true, schema: { type: 'string' } } }, content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } } } },
    ...responses({}, [CROSS_SITE, LIMITED], true),
  }, { description: 'Needs no credential.', security: [] });
}

function idParameter(components: SchemaComponents): ParameterObject {
  return { name: 'id', in: 'path', required: true, description: 'The message\'s id.', schema: components.inline(z.string().regex(/^[1-9]\d{0,9}$/), 'input') };
}

export function inboxApiPart(): PracticeApiPart {
  const components = new SchemaComponents();
  components.add(InboxListSchema, 'output');
  components.add(InboxMessageSchema, 'output');
  components.add(PracticeErrorSchema, 'output');
  const query: ParameterObject[] = components.members(InboxQuerySchema, 'input').map(({ name, schema }) => ({ name, in: 'query', required: false, description: schema.description, schema }));
  const list = op('listInbox', 'Read your practice inbox; with `wait`, wait for the next message', responses(
    { 200: ok('The messages after `since`, oldest first; X-Total-Count says how many', 'InboxList', { 'X-Total-Count': count('How many messages this reply holds.') }) },
    [{ status: 400, codes: ['INVALID_QUERY'], description: 'A query parameter is wrong or given twice; `errors` names each' }, UNAUTHENTICATED,
      { ...LIMITED, codes: ['RATE_LIMITED', 'TOO_MANY_WAITS'], description: `Past the request limit, or ${INBOX_FIGURES.waitsPerLearner} of your reads are waiting already` }],
    true,
  ), { parameters: query, description: `Answers at once when a message matches. Otherwise, with \`wait\` (up to ${INBOX_FIGURES.maxWaitSeconds} s), the reply comes as soon as one arrives, or empty when the time is up. Your inbox keeps the newest ${INBOX_FIGURES.keep} messages.` });
  const message = op('getInboxMessage', 'Read one message, its parts read out', responses({ 200: ok('The message', 'InboxMessage') }, [UNAUTHENTICATED, NO_MESSAGE, LIMITED], true));
  const raw = op('getInboxMessageRaw', 'Read one message as it was built: message/rfc822', responses(
    { 200: { description: 'The whole message: RFC 5322 headers and a multipart/alternative body (text/plain and text/html)', headers: LIMIT_HEADERS, content: { 'message/rfc822': { schema: { type: 'string' } } } } },
    [UNAUTHENTICATED, NO_MESSAGE, LIMITED],
    true,
  ));
  const paths: Record<string, PathItemObject> = {
    '/inbox': {
      get: list,
      head: headOf(list, 'headInbox'),
      delete: op('clearInbox', 'Delete every message', responses({ 204: noContent('Your inbox is empty') }, [UNAUTHENTICATED, CROSS_SITE, LIMITED], true)),
      options: options('optionsInbox', 'GET, HEAD, DELETE, OPTIONS'),
    },
    '/inbox/{id}': {
      parameters: [idParameter(components)],
      get: message,
      head: headOf(message, 'headInboxMessage'),
      delete: op('deleteInboxMessage', 'Delete one message', responses({ 204: noContent('Deleted') }, [UNAUTHENTICATED, CROSS_SITE, NO_MESSAGE, LIMITED], true)),
      options: options('optionsInboxMessage', 'GET, HEAD, DELETE, OPTIONS'),
    },
    '/inbox/{id}/raw': {
      parameters: [idParameter(components)],
      get: raw,
      head: headOf(raw, 'headInboxMessageRaw'),
      options: options('optionsInboxMessageRaw', 'GET, HEAD, OPTIONS'),
    },
  };
  return {
    tag: {
      name: TAG,
      description: `Your own practice inbox: the mail the lab's exercises send you (the Practice Bank's codes) lands here and nowhere else. [The inbox page](/student/practice/inbox).`,
    },
    paths,
    components: {
      schemas: components.schemas,
      responses: {
        MethodNotAllowed: {
          description: 'The path does not take this method (METHOD_NOT_ALLOWED).',
          headers: { Allow: { description: 'The methods this path takes.', required: true, schema: { type: 'string' } } },
          content: errorContent(['METHOD_NOT_ALLOWED']),
        },
      },
    },
  };
}
