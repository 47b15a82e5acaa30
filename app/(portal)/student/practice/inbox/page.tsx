import type { Metadata } from 'next';
import { PortalPage } from '@/components/layout/portal-page';
import { InboxPanel } from '@/components/practice/inbox/inbox-panel';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Practice Inbox' };

/**
 * /student/practice/inbox: the learner's practice inbox (docs/architecture.md#practice-inbox), where the mail the lab's
 * exercises send lands; the same panel as on their pages. Its API is /api/practice/v1/inbox.
 */
export default async function PracticeInboxPage() {
  await requireRole('student');
  return (
    <PortalPage
      eyebrow="Student Portal"
      title="Practice Inbox"
      intro={
        <>
          Codes and messages from the practice exercises, such as the Practice Bank. Your tests read the same messages from{' '}
          <code data-test="inbox-page-api">/api/practice/v1/inbox</code> with a practice token.
        </>
      }
    >
      <InboxPanel />
    </PortalPage>
  );
}
