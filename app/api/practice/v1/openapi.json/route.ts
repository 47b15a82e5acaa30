import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { practiceApiJson } from '@/lib/practice/openapi/document';
import { documentReply } from '@/lib/practice/openapi/document-reply';

// GET /api/practice/v1/openapi.json: the practice API's OpenAPI 3.1 document, generated from the handlers' zod
// schemas (docs/architecture.md#api-contract). Public: Swagger UI and Postman read it before any token is known.
export const GET = withRoute({ access: 'public' }, ({ request }) => documentReply(request, practiceApiJson(), 'application/json'));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
