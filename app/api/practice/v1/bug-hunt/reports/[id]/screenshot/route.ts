import { assertScreenshotWanted, attachScreenshot, screenshotResponse } from '@/lib/practice/bug-hunt/screenshot';
import { reencodeScreenshot } from '@/lib/practice/bug-hunt/screenshot-encode';
import { SCREENSHOT_RULES } from '@/lib/practice/bug-hunt/screenshot-rules';
import { defectReportParam } from '@/lib/validation/params';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// A defect report's screenshot (docs/product.md#bug-hunt). The report form sends it after the report, from the page.

// POST /api/practice/v1/bug-hunt/reports/{id}/screenshot multipart 'screenshot' → 201 { screenshot }: the learner's
// own report, one screenshot within the learner's quota; checked before the upload, so a refused one stores nothing;
// stored re-encoded, the upload itself removed.
export const POST = practiceRoute(
  {
    access: 'user',
    params: defectReportParam,
    upload: { rules: SCREENSHOT_RULES, beforeUpload: ({ params, session }) => assertScreenshotWanted(session.identity.userId, params.id) },
  },
  async ({ params, session, upload }) => {
    await attachScreenshot(session.identity.userId, params.id, await reencodeScreenshot(upload.file));
    return Response.json({ screenshot: `/api/practice/v1/bug-hunt/reports/${params.id}/screenshot` }, { status: 201 });
  },
);

// GET /api/practice/v1/bug-hunt/reports/{id}/screenshot → the image: for its learner and for trainers; 404 otherwise.
export const GET = practiceRoute({ access: 'user', params: defectReportParam }, async ({ params, session, request }) => screenshotResponse(session, params.id, request));

export const { PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ GET, POST });
