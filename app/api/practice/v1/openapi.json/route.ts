import { practiceApiJson } from '@/lib/practice/openapi/document';
import { documentReply } from '@/lib/practice/openapi/document-reply';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// GET /api/practice/v1/openapi.json: the practice API's OpenAPI 3.1 document, generated from the handlers' zod
// schemas (docs/architecture.md#api-contract). Public: Swagger UI and Postman read it before any token is known.
export const GET = practiceRoute({ access: 'public' }, ({ request }) => documentReply(request, practiceApiJson(), 'application/json'));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ GET });
