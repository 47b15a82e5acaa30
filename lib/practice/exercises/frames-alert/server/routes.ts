import 'server-only';
import { readJsonBody } from '@/lib/api/read-json-body';
import { isDefectOn } from '../../../defects/planted';
import type { RouteTable } from '../../../routes/table';
import { listSubmissions, submitFrameForm } from './submissions';
import { practiceRoute } from '@/lib/practice/practice-route';

// The Frames & Alert exercise's API (docs/practice/frames-alert.md): what the caller sent through the frame form.
export const FRAMES_ALERT_ROUTES: RouteTable = [
  {
    path: '/api/practice/v1/frames-alert/submissions',
    readsState: true,
    writesState: true,
    handlers: {
      // GET → { submissions }.
      GET: practiceRoute({ access: 'user', cacheReply: true }, async ({ session }) => ({ submissions: await listSubmissions(session.identity.userId) })),
      // POST { name, email, topic } → 201 { submission, count }. The body is parsed here rather than by withRoute's
      // `body` option: which rules apply depends on whether the caller's planted defect FRA-03 is live. Bad input is a 400
      // { message, errors } with a message per field.
      POST: practiceRoute({ access: 'user' }, async ({ request, session }) => {
        const userId = session.identity.userId;
        return Response.json(await submitFrameForm(userId, await readJsonBody(request), await isDefectOn(userId, 'FRA-03')), { status: 201 });
      }),
    },
  },
];
