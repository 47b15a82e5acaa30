import type { OperationObject, ParameterObject, PathItemObject, ReferenceObject, RequestBodyObject, ResponseObject } from 'openapi3-ts/oas31';
import { schemaRef } from '@/lib/practice/openapi/zod-components';
import { MERGE_PATCH_TYPE } from '../server/http/negotiation';
import { headerRef } from './headers';
import { CROSS_SITE, EVERY_CALL, refusalResponse, type Refusal } from './responses';

// Builds the document's operations (docs/practice/book-list.md#endpoints): each with the refusals every call may
// meet, a HEAD beside each GET (same statuses and headers, no body), and an OPTIONS per path whose Allow is
// worked out from the path's own operations, as server/other-methods.ts works it out from the route file's.

export const TAG = 'Book List';

export interface OperationSpec {
  operationId: string;
  summary: string;
  description?: string;
  parameters?: (ParameterObject | ReferenceObject)[];
  requestBody?: RequestBodyObject;
  responses: Record<number, ResponseObject>;
  refusals: readonly Refusal[];
}

/** A body in JSON or XML (application/xml or text/xml), checked by the same schema. */
export function documentBody(schemaId: string, description: string): RequestBodyObject {
  const content = Object.fromEntries(['application/json', 'application/xml', 'text/xml'].map((type) => [type, { schema: schemaRef(schemaId) }]));
  return { required: true, description, content };
}

export function mergePatchBody(schemaId: string, description: string): RequestBodyObject {
  return { required: true, description, content: { [MERGE_PATCH_TYPE]: { schema: schemaRef(schemaId) } } };
}

function withoutBody(response: ResponseObject): ResponseObject {
  return Object.fromEntries(Object.entries(response).filter(([key]) => key !== 'content')) as ResponseObject;
}

export function operation(spec: OperationSpec, head = false): OperationObject {
  const responses: Record<string, ResponseObject> = {};
  for (const [status, response] of Object.entries(spec.responses)) responses[status] = head ? withoutBody(response) : response;
  for (const refusal of [...spec.refusals, ...EVERY_CALL].sort((a, b) => a.status - b.status)) {
    if (responses[refusal.status]) throw new Error(`${spec.operationId}: ${refusal.status} twice`);
    responses[refusal.status] = refusalResponse(refusal, !head);
  }
  return {
    tags: [TAG],
    operationId: head ? spec.operationId.replace(/^(get|list)/, 'head') : spec.operationId,
    summary: head ? `${spec.summary}: headers only` : spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.parameters ? { parameters: spec.parameters } : {}),
    ...(spec.requestBody ? { requestBody: spec.requestBody } : {}),
    responses,
  };
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A path item: its operations (GET brings HEAD), OPTIONS, and the path's own parameters. */
export function pathItem(operations: Partial<Record<Method, OperationSpec>>, parameters: ReferenceObject[] = []): PathItemObject {
  const item: PathItemObject = parameters.length ? { parameters } : {};
  for (const [method, spec] of Object.entries(operations) as [Method, OperationSpec][]) {
    item[method] = operation(spec);
    if (method === 'get') item.head = operation(spec, true);
  }
  const allow = ORDER.filter((method) => method === 'OPTIONS' || item[method.toLowerCase() as Method | 'head']).join(', ');
  const headers = { Allow: headerRef('Allow'), ...(operations.patch ? { 'Accept-Patch': headerRef('Accept-Patch') } : {}) };
  item.options = {
    tags: [TAG],
    operationId: `options${operations.get!.operationId.replace(/^(get|list)/, '')}`,
    summary: `The methods this path takes: ${allow}`,
    description: 'Needs no credential.',
    security: [],
    responses: {
      200: { description: `Allow: ${allow}`, headers, content: { 'application/json': { schema: schemaRef('AllowedMethods') } } },
      // Needs no credential, but withRoute still refuses another site's Origin, and counts a caller it knows.
      403: refusalResponse(CROSS_SITE, true),
      429: refusalResponse(EVERY_CALL.find((refusal) => refusal.status === 429)!, true),
    },
  };
  return item;
}
