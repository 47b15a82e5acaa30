import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { productApiJson } from '@/lib/openapi/document';
import { documentReply } from '@/lib/practice/openapi/document-reply';

// GET /api/openapi.json: the OpenAPI 3.1 document of every route under /api, generated from the handlers' zod
// schemas (docs/architecture.md#rest-api-document) and built once per process. Public, like the reference at
// /api-docs that reads it; revalidated by its ETag, so a new release is seen at once and an unchanged one is a 304.
export const GET = withRoute({ access: 'public' }, ({ request }) => documentReply(request, productApiJson(), 'application/json'));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
