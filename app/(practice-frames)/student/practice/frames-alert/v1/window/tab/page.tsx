import type { Metadata } from 'next';
import { frameLearnerPlanted } from '@/lib/practice/exercises/frames-alert/server/frame-session';

export const metadata: Metadata = { title: 'New tab' };

// What "Open a new tab" opens (target="_blank", rel="noopener"): it has no window.opener, so it cannot
// reach the exercise page; closing the tab leads back there.
export default async function NewTabPage() {
  await frameLearnerPlanted();
  return (
    <main aria-labelledby="new-tab-title" className="mx-auto max-w-xl space-y-3 py-6">
      <h1 id="new-tab-title" className="text-2xl font-bold tracking-tight text-ink" data-test="new-tab-heading">
        New tab
      </h1>
      <p className="text-slate-700" data-test="new-tab-text">
        This page opened in a new tab. It has no link to the page that opened it: close the tab to go back to the exercise.
      </p>
    </main>
  );
}
