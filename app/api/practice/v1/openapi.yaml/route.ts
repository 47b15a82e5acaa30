import { practiceApiYaml } from '@/lib/practice/openapi/document';
import { documentReply } from '@/lib/practice/openapi/document-reply';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// GET /api/practice/v1/openapi.yaml: the same document as openapi.json, in YAML (RFC 9512's application/yaml).
export const GET = practiceRoute({ access: 'public' }, ({ request }) => documentReply(request, practiceApiYaml(), 'application/yaml; charset=utf-8'));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ GET });
