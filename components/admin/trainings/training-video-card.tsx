import { useId } from 'react';
import { DeleteButton } from '@/components/admin/shared/delete-button';
import { TrainingVideoPlayer } from '@/components/learning/training-video-player';
import type { TrainingVideo } from '@/lib/trainings/queries';

interface TrainingVideoCardProps {
  video: TrainingVideo;
  deleting: boolean;
  onDelete: (video: TrainingVideo) => void;
}

const uploadedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One uploaded video: the player, its title and upload time, and Delete. */
export function TrainingVideoCard({ video, deleting, onDelete }: TrainingVideoCardProps) {
  const titleId = useId();
  return (
    <li data-test="training-video-item" className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <TrainingVideoPlayer video={video} aria-labelledby={titleId} data-test="training-video-player" />
      <div className="flex flex-1 flex-wrap items-start justify-between gap-3 p-4">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} data-test="training-video-title" className="font-semibold break-words whitespace-pre-line text-ink">
            {video.content}
          </h3>
          {/* Rendered in the browser only (the list is fetched there), so local time cannot mismatch a server render. */}
          <p className="mt-1 text-sm text-slate-600">
            Uploaded <time dateTime={video.created_at}>{uploadedAt.format(new Date(video.created_at))}</time>
          </p>
        </div>
        <DeleteButton deleting={deleting} onClick={() => onDelete(video)} aria-describedby={titleId} data-test="delete-video" />
      </div>
    </li>
  );
}
