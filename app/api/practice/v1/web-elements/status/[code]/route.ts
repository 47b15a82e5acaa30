import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { STATUS_TITLES, type PracticeStatusCode } from '@/lib/practice/exercises/web-elements/media';
import { practiceStatusParam } from '@/lib/practice/exercises/web-elements/schemas';

// GET /api/practice/v1/web-elements/status/{code} → that status with { status, title, message }: the
// targets of the exercise's working and broken links (200, 201, 400, 403, 404, 410, 418, 503; any other
// code is a plain 404). A status-code exercise: the error answers are intended, none is a server fault.
export const GET = withRoute({ access: 'user', params: practiceStatusParam }, ({ params }) => {
  const status = params.code as PracticeStatusCode;
  const ok = status < 400;
  const message = ok ? 'This link works.' : `This link is broken on purpose: it answers ${status} ${STATUS_TITLES[status]}.`;
  return Response.json({ status, title: STATUS_TITLES[status], message }, { status });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
