import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { notePageEvidence, PageEvidenceSchema } from '@/lib/practice/bug-hunt/page-evidence';

// POST /api/practice/v1/bug-hunt/evidence { probe } → 204, always (docs/architecture.md#bug-hunt): an exercise page
// saying it shows a planted defect. The session only, from the site's own pages; the answer confirms nothing.
export const POST = withRoute({ access: 'user', body: PageEvidenceSchema }, async ({ session, body }) => {
  await notePageEvidence(session.identity.userId, body.probe);
  return new Response(null, { status: 204 });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
