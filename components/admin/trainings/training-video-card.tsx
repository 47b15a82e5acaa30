import { useId } from 'react';
import { DeleteButton } from '@/components/admin/shared/delete-button';
import { TrainingVideoPlayer } from '@/components/learning/training-video-player';
import type { TrainingVideo } from '@/lib/trainings/queries';
import type { CatalogueCourseOption } from './course-options';
import { VideoCourseEditor } from './video-course-editor';

interface TrainingVideoCardProps {
  video: TrainingVideo;
  courses: readonly CatalogueCourseOption[];
  deleting: boolean;
  onDelete: (video: TrainingVideo) => void;
  onCourseSaved: (video: TrainingVideo, courseId: number | null) => void;
  onSessionExpired: () => void;
}

const uploadedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * The length the server read from the file, which learners' watching is measured against; a video whose length
 * could not be read counts toward no one's progress, and the admin is told so (docs/product.md#progress).
 */
function VideoLength({ video }: { video: TrainingVideo }) {
  if (video.duration_status === 'measured' && video.duration_seconds !== null) {
    return (
      <p className="mt-1 text-sm text-slate-600" data-test="training-video-length">
        Length {clock(video.duration_seconds)}, read by the server
      </p>
    );
  }
  if (video.duration_status === 'unread') return null;
  return (
    <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-test="training-video-length-unknown">
      Length unknown: the server could not read it from the file, so this video counts toward no learner&apos;s progress.
      Upload it again as MP4 or WebM.
    </p>
  );
}

/** One uploaded video: the player, its title and upload time, its course, and Delete. */
export function TrainingVideoCard({ video, courses, deleting, onDelete, onCourseSaved, onSessionExpired }: TrainingVideoCardProps) {
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
          <VideoLength video={video} />
          <VideoCourseEditor video={video} courses={courses} onSaved={(courseId) => onCourseSaved(video, courseId)} onSessionExpired={onSessionExpired} />
        </div>
        <DeleteButton deleting={deleting} onClick={() => onDelete(video)} aria-describedby={titleId} data-test="delete-video" />
      </div>
    </li>
  );
}
