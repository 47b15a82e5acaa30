import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { swaggerUiAsset, swaggerUiAssetParam } from '@/lib/practice/openapi/swagger-ui-assets';

// GET /api/docs-ui/{swagger-ui-bundle.js|swagger-ui.css}: Swagger UI for the API reference pages (/practice/api-docs, /api-docs),
// from the installed npm package; any other name is 404.
export const GET = withRoute({ access: 'public', params: swaggerUiAssetParam }, ({ request, params }) => swaggerUiAsset(request, params.asset));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
