'use client';

import { ErrorNotice } from '@/components/layout/error-notice';
import { StandalonePage } from '@/components/layout/standalone-page';

// Any page or segment that fails while rendering on the server (for example while the database is
// unreachable) shows this designed page instead of Next's bare default. "Try again" renders the
// segment afresh.
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <StandalonePage>
      <ErrorNotice digest={error.digest} onRetry={reset} />
    </StandalonePage>
  );
}
