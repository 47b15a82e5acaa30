'use client';

import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';

interface ErrorNoticeProps {
  /** Next's reference for the error in the server log; shown so a user can quote it to support. */
  digest?: string;
  onRetry: () => void;
}

/**
 * What a visitor sees when a page fails on the server (a database outage, a bug): a plain apology, a
 * way to try again and a way home. The error itself stays in the server log, never on the page.
 */
export function ErrorNotice({ digest, onRetry }: ErrorNoticeProps) {
  return (
    <div data-test="error-page" role="alert">
      <p className="text-5xl font-extrabold text-brand-600" aria-hidden="true">
        500
      </p>
      <h1 className="mt-3 text-2xl font-bold text-ink">Something went wrong</h1>
      <p className="mt-2 text-slate-700">
        This page could not be loaded just now. The problem is on our side, not yours: please try again in a moment.
      </p>
      {digest ? (
        <p className="mt-3 text-sm text-slate-600" data-test="error-reference">
          Reference: <code>{digest}</code>
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={onRetry} data-test="error-retry">
          Try again
        </Button>
        <ButtonLink href="/" variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </div>
  );
}
