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
 * identity, a logged-in user gets the exercise itself, in the student area.
 */
export function PracticeItemLink({ item, loggedIn, className, children }: PracticeItemLinkProps) {
  const identity = useIdentity();
  const isLoggedIn = loggedIn ?? identity !== null;
  return (
    <DocumentLink href={practiceHref(item, isLoggedIn)} className={className}>
      {children}
    </DocumentLink>
  );
}
