import { notePageEvidence, PageEvidenceSchema } from '@/lib/practice/bug-hunt/page-evidence';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// POST /api/practice/v1/bug-hunt/evidence { exercise, view, slot, code } → 204 (docs/architecture.md#bug-hunt): an
// exercise page saying it shows the state of one of its slots, with the code the server issued for it. The session
// only, from the site's own pages; the answer confirms nothing. 429 with Retry-After past the learner's limit.
export const POST = practiceRoute({ access: 'user', body: PageEvidenceSchema }, async ({ session, body }) => {
  await notePageEvidence(session.identity.userId, body);
  return new Response(null, { status: 204 });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ POST });
