import fs from 'node:fs';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { inject } from 'vitest';
import { assertKeepsContract, OpenApiContract, type ContractReply, type ContractRequest } from './contract-check';

// The product's whole API document (/api/openapi.json), held against every reply of a site route that an integration
// test gets through `call` (./http.ts). The document is built once per run by the global setup (./global-setup.ts) and
// read here as JSON: building it in each test file cost every file about 5 s of imports and zod conversion.

let product: OpenApiContract | null = null;

export function assertKeepsProductContract(request: ContractRequest, reply: ContractReply): void {
  product ??= new OpenApiContract(JSON.parse(fs.readFileSync(inject('productApiDocument'), 'utf8')) as OpenAPIObject);
  assertKeepsContract(product, request, reply);
}
