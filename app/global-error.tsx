'use client';

import { ErrorNotice } from '@/components/layout/error-notice';
import { StandalonePage } from '@/components/layout/standalone-page';
import { inter } from './fonts';
import './globals.css';

// The last resort, for a failure in the root layout itself: it replaces the whole document, so it
// brings its own <html> and <body>. A reload is the only way to retry from here.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-screen font-sans">
        <title>Something went wrong · QA Academy</title>
        <StandalonePage>
          <ErrorNotice digest={error.digest} onRetry={() => window.location.reload()} />
        </StandalonePage>
      </body>
    </html>
  );
}
