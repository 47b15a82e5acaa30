import type { Metadata } from 'next';
import { TrainingVideoManager } from '@/components/admin/trainings/training-video-manager';
import { requireRole } from '@/lib/auth/guards';
import { env } from '@/lib/env';

export const metadata: Metadata = { title: 'Training Video' };

/** SPEC §2.5 Training Video: upload a titled video with its progress, watch the uploaded ones, delete them. */
export default async function AdminTrainingVideoPage() {
  const { identity } = await requireRole('admin');

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Admin Panel</p>
      <h1 id="page-title" className="mt-2 text-3xl font-bold tracking-tight text-ink">
        Training Video
      </h1>
      <p className="mt-3 max-w-2xl leading-relaxed text-slate-700">
        Videos uploaded here appear in the Training Videos panel of every paid student.
      </p>
      <div className="mt-8">
        <TrainingVideoManager userId={identity.userId} maxBytes={env().TRAINING_MAX_BYTES} />
      </div>
    </section>
  );
}
