'use client';

import { DocumentLink } from '@/components/ui/document-link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode, type VideoHTMLAttributes } from 'react';
import { clearIdentity, useIdentity } from '@/components/auth/identity-store';
import type { TrainingVideo } from '@/lib/trainings/queries';
import { LearningPanel } from './learning-panel';
import { loadTrainings, type TrainingsOutcome } from './load-trainings';
import { LEARNING_MSG } from './messages';

type Loaded = Exclude<TrainingsOutcome, { kind: 'unauthorized' }> & { userId: string };

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * 'Training Videos' (docs/product.md#training-videos): a visitor is asked to log in, an unpaid student to pay, and a
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
          // docs/product.md#expired-sessions: a 401 while loading trainings logs the user out and goes to the login page.
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
          <DocumentLink href="/login" className={linkClass}>
            Log in
          </DocumentLink>{' '}
          to watch the training videos of your program.
        </p>
      </Notice>
    );
  } else if (identity.payment !== 'yes' || current?.kind === 'unpaid') {
    body = (
      <Notice>
        <p className="font-medium">{LEARNING_MSG.payForVideos}</p>
        <p className="mt-2 text-sm">
          <DocumentLink href="/payment" className={linkClass}>
            Pay your bill
          </DocumentLink>{' '}
          to unlock every training video.
        </p>
      </Notice>
    );
  } else if (!current) {
    body = <TrainingVideosLoading />;
  } else if (current.kind === 'error') {
    body = <TrainingVideosError message={current.message} />;
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

// The list's loading and failed states and its player, shared with the admin's Training Video list.

/** `className` frames the line where it stands on its own (the admin page). */
export function TrainingVideosLoading({ className = '' }: { className?: string }) {
  return (
    <p role="status" className={`flex items-center gap-3 text-slate-700 ${className}`}>
      <span aria-hidden="true" className="size-5 rounded-full border-2 border-brand-100 border-t-brand-600 motion-safe:animate-spin" />
      Loading training videos…
    </p>
  );
}

export function TrainingVideosError({ message, testId }: { message: string; testId?: string }) {
  return (
    <p role="alert" data-test={testId} className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
      {message}
    </p>
  );
}

/**
 * A training video's player. The stream route checks the session (and a student's payment) on every byte range
 * the player asks for (docs/architecture.md#access-control). Give it a label: aria-label or aria-labelledby.
 */
export function TrainingVideoPlayer({ video, ...rest }: { video: TrainingVideo } & Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src'>) {
  return (
    <video
      controls
      preload="metadata"
      playsInline
      src={`/api/trainings/videos/${encodeURIComponent(video.video_name)}`}
      className="aspect-video w-full bg-black"
      {...rest}
    />
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
            <TrainingVideoPlayer video={video} aria-label={video.content} />
            <figcaption className="px-4 py-3 text-sm leading-relaxed whitespace-pre-line text-slate-800">
              {video.content}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
