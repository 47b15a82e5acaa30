import { notFound } from '@/lib/api/errors';
import { attachmentHeaders } from '@/lib/api/attachment-headers';
import { hasStarterKit, starterKitZip } from '@/lib/practice/starter-kit-zip';
import { starterKitName } from '@/lib/practice/starter-kits';
import { starterKitParam } from '@/lib/validation/params';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// GET /api/practice/v1/{exercise}/starter-kit/{playwright|selenium-python|soap-python}: the exercise's starter
// project as a zip (docs/practice/README.md#starter-kits), built from practice-kits/common/ and
// practice-kits/{exercise}/{tool}/. Signed-in users only, like the exercise pages it is linked from.
export const GET = practiceRoute({ access: 'user', params: starterKitParam }, ({ params }) => {
  if (!hasStarterKit(params.exercise, params.tool)) throw notFound('This exercise has no starter kit for this tool yet.');
  const zip = starterKitZip(params.exercise, params.tool);
  const headers = attachmentHeaders(`${starterKitName(params.exercise, params.tool)}.zip`, 'application/zip', zip.length);
  return new Response(new Uint8Array(zip), { headers: { ...headers, 'Cache-Control': 'private, no-cache' } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ GET });
