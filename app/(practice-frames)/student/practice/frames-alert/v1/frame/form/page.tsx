import type { Metadata } from 'next';
import { FrameForm } from '@/lib/practice/exercises/frames-alert/ui/frame-form';
import { frameLearnerPlanted } from '@/lib/practice/exercises/frames-alert/server/frame-session';

export const metadata: Metadata = { title: 'Form frame' };

// Loaded into the exercise's "Frame with a form" iframe.
export default async function FormFramePage() {
  await frameLearnerPlanted();
  return (
    <main aria-labelledby="form-frame-title" className="space-y-4" data-test="form-frame-page">
      <h1 id="form-frame-title" className="text-xl font-bold tracking-tight text-ink" data-test="form-frame-heading">
        Contact form
      </h1>
      <FrameForm />
    </main>
  );
}
