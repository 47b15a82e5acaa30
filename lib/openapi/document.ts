import 'server-only';
import type { OpenAPIObject, PathItemObject, PathsObject, SchemaObject, TagObject } from 'openapi3-ts/oas31';
import { practiceApiDocument } from '../practice/openapi/document';
import { SchemaComponents } from '../practice/openapi/zod-components';
import { SECURITY_SCHEMES } from './access';
import type { ApiArea } from './area';
import { apiAreas } from './areas';
import { ERROR_SCHEMAS, METHOD_NOT_ALLOWED } from './errors';
import { buildOperation } from './operation';
import { includePracticeApi } from './practice-api';
import { codeDerived } from '../cache/process-singleton';

// The OpenAPI 3.1 document of QA Academy's whole REST API (docs/architecture.md#rest-api-document), served at
// /api/openapi.json and browsable at /api-docs: every route under /api, each operation with who may call it. Built
// at run time from the areas (./areas/), which are built from the zod schemas the handlers parse with, and from the
// practice API's own document; once per process (the code does not change while it runs), kept in memory.

const DESCRIPTION = [
  'The REST API of QA Academy: what the site\'s own pages call, for any HTTP client. Every reply is JSON unless an operation says otherwise (files, videos, CSV, PDF).',
  '**Access.** Each operation begins with who may call it (`x-access`: public, user or admin) and lists the credentials that open it under `security`: the session (the login\'s cookie, or its `token` as `Authorization: Bearer`) and, for the practice lab, a learner\'s practice credential. A call without the credential it needs is 401; a student calling an admin operation is 403.',
  '**Refusals.** `{ message, errors?, link? }` with a 4xx status (`components.schemas.ApiError`); the practice lab\'s APIs (`/api/practice/…`) add a stable `code` (`PracticeApiError`; Book List answers RFC 9457 problem details). A wrong field is a 400 whose `errors` names it. A method a path does not take is 405 with `Allow` (`components.responses.MethodNotAllowed`), and `OPTIONS` on any path answers 200 with the same `Allow`.',
  '**Caching and origin.** Replies to a call with a session are `Cache-Control: private, no-store`. A write from a browser must come from this site (a foreign `Origin` is 403).',
  `The practice lab's APIs are also described on their own, for learners' tools, at [/api/practice/v1/openapi.json](/api/practice/v1/openapi.json) ([reference](/practice/api-docs)).`,
].join('\n\n');

function addArea(area: ApiArea, paths: PathsObject, schemas: SchemaComponents): void {
  for (const [path, methods] of Object.entries(area.paths)) {
    if (path in paths) throw new Error(`Two areas of the API document define ${path}.`);
    const item: PathItemObject = {};
    for (const [method, spec] of Object.entries(methods)) {
      item[method as keyof typeof methods] = buildOperation(spec, method, area.tag.name, path.startsWith('/api/practice/'), schemas);
    }
    paths[path] = item;
  }
}

export function buildProductApiDocument(areas: readonly ApiArea[], practice: OpenAPIObject): OpenAPIObject {
  const schemas = new SchemaComponents();
  const paths: PathsObject = {};
  for (const area of areas) addArea(area, paths, schemas);
  const included = includePracticeApi(practice);
  for (const [path, item] of Object.entries(included.paths)) {
    if (path in paths) throw new Error(`${path} is both in the practice API document and in an area of the product document.`);
    paths[path] = item;
  }
  // One namespace: a name both sides use must mean the same schema (SchemaComponents refuses otherwise).
  for (const [id, schema] of Object.entries({ ...ERROR_SCHEMAS, ...(included.components.schemas ?? {}) })) schemas.keep(id, schema as SchemaObject);
  const tags = new Map<string, TagObject>();
  // An area may add to a group the practice document names (the bug hunt's session routes): one tag, its description kept.
  for (const tag of [...areas.map((area) => area.tag), ...included.tags]) tags.set(tag.name, { ...tags.get(tag.name), ...tag });
  return {
    openapi: '3.1.0',
    info: {
      title: 'QA Academy REST API',
      version: '1',
      description: DESCRIPTION,
      // The link stays on this site (an SPDX identifier would send Swagger UI's link away).
      license: { name: 'For QA Academy\'s students and clients', url: '/api-docs' },
    },
    servers: [{ url: '/', description: 'This site' }],
    tags: [...tags.values()],
    paths,
    components: {
      ...included.components,
      schemas: schemas.schemas,
      responses: { ...included.components.responses, MethodNotAllowed: METHOD_NOT_ALLOWED },
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

function document(): { document: OpenAPIObject; json: string } {
  return codeDerived('product-api-document', () => {
    const value = buildProductApiDocument(apiAreas().map((area) => area()), practiceApiDocument());
    return { document: value, json: JSON.stringify(value) };
  });
}

/** The product API document (a shared object: read it, never change it). */
export const productApiDocument = (): OpenAPIObject => document().document;

export const productApiJson = (): string => document().json;
