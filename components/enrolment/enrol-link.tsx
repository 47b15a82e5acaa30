'use client';

import { useIdentity } from '@/components/auth/identity-store';
import { DocumentLink } from '@/components/ui/document-link';
import { buttonClasses } from '@/components/ui/button-styles';

interface EnrolLinkProps {
  scheduleId: number;
  courseName: string;
  startDate: string;
}

/**
 * A schedule row's Enrol (docs/product.md#home-page). The home page is one document for everyone, so the target is
 * chosen in the browser from the stored identity: a visitor registers with the batch, a logged-in learner goes to
 * payment with it. Without JavaScript it is the visitor's link; the server checks the batch either way.
 */
export function EnrolLink({ scheduleId, courseName, startDate }: EnrolLinkProps) {
  const identity = useIdentity();
  const target = identity ? '/payment' : '/register';
  return (
    <DocumentLink
      href={`${target}?batch=${scheduleId}`}
      aria-label={`Enrol in ${courseName} starting ${startDate}`}
      data-test="schedule-enrol"
      data-batch-id={scheduleId}
      className={buttonClasses('primary', 'sm')}
    >
      Enrol
    </DocumentLink>
  );
}
