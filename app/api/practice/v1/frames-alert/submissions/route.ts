import { otherMethods } from '@/lib/api/methods';
import { readJsonBody } from '@/lib/api/read-json-body';
import { withRoute } from '@/lib/api/route';
import { isBugModeOn } from '@/lib/practice/bug-mode';
import { listSubmissions, submitFrameForm } from '@/lib/practice/exercises/frames-alert/server/submissions';

// GET /api/practice/v1/frames-alert/submissions → { submissions }: what the caller sent through the frame form.
export const GET = withRoute({ access: 'user', cacheReply: true }, async ({ session }) => ({ submissions: await listSubmissions(session.identity.userId) }));

// POST /api/practice/v1/frames-alert/submissions { name, email, topic } → 201 { submission, count }.
// The body is parsed here rather than by withRoute's `body` option: which rules apply depends on the
// caller's bug mode (planted defect FRA-03). Bad input is a 400 { message, errors } with a message per field.
export const POST = withRoute({ access: 'user' }, async ({ request, session }) => {
  const userId = session.identity.userId;
  return Response.json(await submitFrameForm(userId, await readJsonBody(request), await isBugModeOn(userId)), { status: 201 });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
