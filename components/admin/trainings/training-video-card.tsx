import { useId } from 'react';
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
      {/* The stream route checks the admin's session on every byte range the player asks for. */}
      <video
        controls
        preload="metadata"
        playsInline
        src={`/api/trainings/videos/${encodeURIComponent(video.video_name)}`}
        aria-labelledby={titleId}
        data-test="training-video-player"
        className="aspect-video w-full bg-black"
      />
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
        <button
          type="button"
          onClick={() => onDelete(video)}
          disabled={deleting}
          aria-busy={deleting}
          aria-describedby={titleId}
          data-test="delete-video"
          className="cursor-pointer rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-wait disabled:opacity-60"
        >
          {deleting ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </li>
  );
}
