import type { Metadata } from 'next';
import { PopupWindow } from '@/lib/practice/exercises/frames-alert/ui/popup-window';
import { frameLearnerPlanted } from '@/lib/practice/exercises/frames-alert/server/frame-session';

export const metadata: Metadata = { title: 'New window' };

// What "Open a new window" opens with window.open (a named, sized window; a tab on phones).
export default async function NewWindowPage() {
  const planted = await frameLearnerPlanted();
  return (
    <main aria-labelledby="new-window-title" className="mx-auto max-w-xl py-2">
      <PopupWindow planted={planted} />
    </main>
  );
}
