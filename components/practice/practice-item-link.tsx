'use client';

import { DocumentLink } from '@/components/ui/document-link';
import type { ReactNode } from 'react';
import { useIdentity } from '@/components/auth/identity-store';
import { practiceHref, type PracticeItem } from '@/lib/practice/items';

interface PracticeItemLinkProps {
  item: PracticeItem;
  /** Force the logged-in state (e.g. inside the student portal); omitted, the stored identity decides. */
  loggedIn?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A practice item's link. The server renders the visitor's target (/login); once the page knows the
 * identity, a logged-in user gets the exercise itself. External exercises open in a new tab.
 */
export function PracticeItemLink({ item, loggedIn, className, children }: PracticeItemLinkProps) {
  const identity = useIdentity();
  const isLoggedIn = loggedIn ?? identity !== null;
  const href = practiceHref(item, isLoggedIn);

  if (isLoggedIn && item.external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <DocumentLink href={href} className={className}>
      {children}
    </DocumentLink>
  );
}
