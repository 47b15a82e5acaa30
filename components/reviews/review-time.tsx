'use client';

import { useInteractive } from '@/components/ui/use-interactive';

/** "Jan 5, 2026, 2:03 PM" in `timeZone` (the viewer's own when undefined). */
export function formatReviewTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/**
 * When a review was posted. The server cannot know the viewer's time zone, so the first render
 * (server and hydration alike) shows UTC, and the browser then switches to local time; rendering
 * local time straight away would make the hydrated text differ from the server's.
 */
export function ReviewTime({ iso, id }: { iso: string; id?: string }) {
  const inBrowser = useInteractive();
  return (
    <time id={id} dateTime={iso} data-test="my-review-date" className="text-sm text-slate-600">
      {inBrowser ? formatReviewTime(iso) : `${formatReviewTime(iso, 'UTC')} UTC`}
    </time>
  );
}
