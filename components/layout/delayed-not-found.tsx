'use client';

import { useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/button-link';

// docs/product.md#routes: the not-found message appears after 5 s. The HTTP status is already 404; the
// wait is only what the visitor sees.
const REVEAL_AFTER_MS = 5000;

export function DelayedNotFound() {
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setRevealed(true), REVEAL_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!revealed) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-6">
        <span
          aria-hidden="true"
          className="size-10 rounded-full border-4 border-brand-100 border-t-brand-600 motion-safe:animate-spin"
        />
        <p className="font-medium text-slate-700">Looking for that page…</p>
      </div>
    );
  }

  return (
    <div>
      <p className="text-5xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-3 text-2xl font-bold text-ink">Page Not Found</h1>
      <p className="mt-2 text-slate-700">The page you asked for does not exist or has moved.</p>
      <div className="mt-6">
        <ButtonLink href="/">Back to Home</ButtonLink>
      </div>
    </div>
  );
}
