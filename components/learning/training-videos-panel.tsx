'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { clearIdentity, useIdentity } from '@/components/auth/identity-store';
import type { TrainingVideo } from '@/lib/trainings/queries';
import { LearningPanel } from './learning-panel';
import { loadTrainings, type TrainingsOutcome } from './load-trainings';
import { LEARNING_MSG } from './messages';

type Loaded = Exclude<TrainingsOutcome, { kind: 'unauthorized' }> & { userId: string };

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * 'Training Videos' (SPEC §2.4/§4): a visitor is asked to log in, an unpaid student to pay, and a
 * paid student (or an admin) sees every video with its description. The server enforces the same rules.
 */
export function TrainingVideosPanel() {
  const identity = useIdentity();
  const router = useRouter();
  const paidUserId = identity?.payment === 'yes' ? identity.userId : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!paidUserId) return;
    const controller = new AbortController();
    loadTrainings(paidUserId, controller.signal)
      .then((outcome) => {
        if (outcome.kind === 'unauthorized') {
          // SPEC §4: a 401 while loading trainings logs the user out and goes to the login page.
          clearIdentity();
          router.push('/login');
          return;
        }
        setLoaded({ ...outcome, userId: paidUserId });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ kind: 'error', message: LEARNING_MSG.videosFailed, userId: paidUserId });
      });
    return () => controller.abort();
  }, [paidUserId, router]);

  // A result belongs to the user it was loaded for; after a switch of account it is not shown.
  const current = loaded && loaded.userId === paidUserId ? loaded : null;

  let body: ReactNode;
  if (!identity) {
    body = (
      <Notice>
        <p className="font-medium">{LEARNING_MSG.loginForVideos}</p>
        <p className="mt-2 text-sm">
          <Link href="/login" className={linkClass}>
            Log in
          </Link>{' '}
          to watch the training videos of your program.
        </p>
      </Notice>
    );
  } else if (identity.payment !== 'yes' || current?.kind === 'unpaid') {
    body = (
      <Notice>
        <p className="font-medium">{LEARNING_MSG.payForVideos}</p>
        <p className="mt-2 text-sm">
          <Link href="/payment" className={linkClass}>
            Pay your bill
          </Link>{' '}
          to unlock every training video.
        </p>
      </Notice>
    );
  } else if (!current) {
    body = (
      <p role="status" className="flex items-center gap-3 text-slate-700">
        <span aria-hidden="true" className="size-5 rounded-full border-2 border-brand-100 border-t-brand-600 motion-safe:animate-spin" />
        Loading training videos…
      </p>
    );
  } else if (current.kind === 'error') {
    body = (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {current.message}
      </p>
    );
  } else if (current.kind === 'videos' && current.videos.length === 0) {
    body = <Notice>{LEARNING_MSG.noVideos}</Notice>;
  } else if (current.kind === 'videos') {
    body = <VideoList videos={current.videos} />;
  }

  return (
    <LearningPanel headingId="training-videos-heading" title="Training Videos" dataTest="videos-panel">
      {body}
    </LearningPanel>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return <div className="rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-700">{children}</div>;
}

function VideoList({ videos }: { videos: TrainingVideo[] }) {
  return (
    <ul className="grid gap-6 xl:grid-cols-2">
      {videos.map((video) => (
        <li key={video.id} data-test="training-video" className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <figure>
            {/* The stream route checks the session and payment on every byte range (DESIGN §3). */}
            <video
              controls
              preload="metadata"
              playsInline
              src={`/api/trainings/videos/${encodeURIComponent(video.video_name)}`}
              aria-label={video.content}
              className="aspect-video w-full bg-black"
            />
            <figcaption className="px-4 py-3 text-sm leading-relaxed whitespace-pre-line text-slate-800">
              {video.content}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
