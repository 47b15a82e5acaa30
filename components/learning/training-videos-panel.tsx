'use client';

import { DocumentLink } from '@/components/ui/document-link';
import { useEffect, type ReactNode } from 'react';
import { useIdentity } from '@/components/auth/identity-store';
import type { TrainingVideo } from '@/lib/trainings/queries';
import { LearningPanel } from './learning-panel';
import { LEARNING_MSG } from '@/lib/messages';
import { TrackedTrainingVideo } from './tracked-video';
import { useTrainingVideos } from './use-training-videos';
import { useVideoProgress } from './use-video-progress';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * 'Training Videos' (docs/product.md#training-videos): a visitor is asked to log in, an unpaid student to pay, and a
 * paid student (or an admin) sees every video with its description. The server enforces the same rules.
 */
export function TrainingVideosPanel() {
  const identity = useIdentity();
  const paidUserId = identity?.payment === 'yes' ? identity.userId : null;
  // Keyed by the user: after a switch of account the previous user's list is never shown.
  const { state } = useTrainingVideos(paidUserId);
  const unpaid = state.phase === 'failed' && state.status === 403;

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
  } else if (identity.payment !== 'yes' || unpaid) {
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
  } else if (state.phase === 'loading') {
    body = <TrainingVideosLoading />;
  } else if (state.phase === 'failed') {
    body = <TrainingVideosError message={state.message} />;
  } else if (state.data.length === 0) {
    body = <Notice>{LEARNING_MSG.noVideos}</Notice>;
  } else {
    body = <VideoList videos={state.data} userId={identity.userId} />;
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

function Notice({ children }: { children: ReactNode }) {
  return <div className="rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-700">{children}</div>;
}

function VideoList({ videos, userId }: { videos: TrainingVideo[]; userId: string }) {
  // Keyed by the learner, like the list: another account's saved positions are never used.
  const saved = useVideoProgress(true);
  // My learning's Continue links to a video (#video-{id}); the list arrives after the page, so bring it into view here.
  useEffect(() => {
    const target = window.location.hash.startsWith('#video-') ? document.getElementById(window.location.hash.slice(1)) : null;
    target?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <ul className="grid gap-6 xl:grid-cols-2" key={userId}>
      {videos.map((video) => (
        <li key={video.id} id={`video-${video.id}`} data-test="training-video" className="scroll-mt-24 overflow-hidden rounded-xl border border-slate-200 bg-white">
          <figure>
            <TrackedTrainingVideo video={video} saved={saved === null ? undefined : (saved.get(video.id) ?? null)} />
            <figcaption className="px-4 py-3 text-sm leading-relaxed whitespace-pre-line text-slate-800">
              {video.content}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
