'use client';

import { useIdentity } from '@/components/auth/identity-store';
import { DocumentLink } from '@/components/ui/document-link';
import { buttonClasses } from '@/components/ui/button-styles';

/**
 * The home page's way into My learning (docs/product.md#my-learning) for a logged-in student. The home page is one
 * document for everyone, so the link is drawn in the browser from the stored identity, like the banner's links.
 */
export function MyLearningLink() {
  const identity = useIdentity();
  if (!identity || identity.role === 'admin') return null;
  return (
    <DocumentLink href="/student/learning" data-test="home-my-learning" className={buttonClasses('onDark', 'wide')}>
      My learning
    </DocumentLink>
  );
}
