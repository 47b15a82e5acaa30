import type { TagObject } from 'openapi3-ts/oas31';
import type { OperationSpec } from './operation';

// One area of the product's REST API (docs/architecture.md#rest-api-document): a tag, and its paths with each
// method's operation. Paths are written in full (/api/…), with the route folder's own names for the path
// parameters, so the route walk (tests/unit/openapi/route-walk.test.ts) finds each route file's operations.

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiArea {
  tag: TagObject;
  paths: Record<string, Partial<Record<Method, OperationSpec>>>;
}
