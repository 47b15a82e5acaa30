import type { Metadata } from 'next';
import { StandalonePage } from '@/components/layout/standalone-page';
import { DelayedNotFound } from '@/components/layout/delayed-not-found';

export const metadata: Metadata = { title: 'Page Not Found' };

// Server file so it can set the title; the 5 s wait lives in a small client leaf. Kept standalone
// (no site chrome): Next ships the root not-found with every route, and the chrome's client code
// has no business on admin and portal pages.
export default function NotFound() {
  return (
    <StandalonePage>
      <DelayedNotFound />
    </StandalonePage>
  );
}
