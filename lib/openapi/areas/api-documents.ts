import { swaggerUiAssetParam } from '../../practice/openapi/swagger-ui-assets';
import type { ApiArea } from '../area';
import type { ReplySpec } from '../operation';

// The API's own documents and the reference's files (docs/architecture.md#rest-api-document, #api-contract): this
// document, the practice API's and Swagger UI's two files. All public: tools read them before any credential is
// known. (An exercise's own downloads, such as Book List's Postman files, are in its own folder: siteApiArea.)

const REVALIDATED = 'Revalidated on every use by its `ETag` (`Cache-Control: public, no-cache`).';
const NOT_MODIFIED: Record<number, ReplySpec> = { 304: { description: 'The copy named by `If-None-Match` is current.' } };

export const apiDocumentsArea = (): ApiArea => ({
  tag: { name: 'API documents', description: 'The OpenAPI documents of this API and of the practice lab\'s, and the reference pages\' files.' },
  paths: {
    '/api/openapi.json': {
      get: {
        operationId: 'getProductApiDocument',
        summary: 'This document',
        access: 'public',
        description: `The OpenAPI 3.1 document of every route under /api, browsable at [/api-docs](/api-docs). ${REVALIDATED}`,
        reply: { description: 'The document.', media: { 'application/json': { type: 'object' } } },
        also: NOT_MODIFIED,
      },
    },
    '/api/practice/v1/openapi.json': {
      get: { operationId: 'getPracticeApiDocumentJson', summary: 'The practice API document (JSON)', access: 'public', description: `The practice lab's APIs on their own, for learners' tools ([reference](/practice/api-docs)). ${REVALIDATED}`, reply: { description: 'The document.', media: { 'application/json': { type: 'object' } } }, also: NOT_MODIFIED },
    },
    '/api/practice/v1/openapi.yaml': {
      get: { operationId: 'getPracticeApiDocumentYaml', summary: 'The practice API document (YAML)', access: 'public', description: `The same document in YAML. ${REVALIDATED}`, reply: { description: 'The document.', media: { 'application/yaml': { type: 'string' } } }, also: NOT_MODIFIED },
    },
    '/api/docs-ui/{asset}': {
      get: {
        operationId: 'getSwaggerUiAsset',
        summary: 'Swagger UI\'s script or stylesheet',
        access: 'public',
        params: swaggerUiAssetParam,
        description: 'For the reference pages (/api-docs, /practice/api-docs), from the installed swagger-ui-dist package; cached a day, revalidated by its version.',
        reply: { description: 'The file.', media: { 'text/javascript': { type: 'string' }, 'text/css': { type: 'string' } } },
        also: NOT_MODIFIED,
        refusals: { 404: 'Any other name' },
      },
    },
  },
});
