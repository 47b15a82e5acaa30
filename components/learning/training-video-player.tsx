import type { Ref, VideoHTMLAttributes } from 'react';
import type { TrainingVideo } from '@/lib/trainings/queries';

/**
 * A training video's player. The stream route checks the session (and a student's payment) on every byte range
 * the player asks for (docs/architecture.md#access-control). Give it a label: aria-label or aria-labelledby.
 */
export function TrainingVideoPlayer({
  video,
  ref,
  ...rest
}: { video: TrainingVideo; ref?: Ref<HTMLVideoElement> } & Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src'> & { 'data-test'?: string; 'data-ready'?: boolean }) {
  return (
    <video
      ref={ref}
      controls
      preload="metadata"
      playsInline
      src={`/api/trainings/videos/${encodeURIComponent(video.video_name)}`}
      className="aspect-video w-full bg-black"
      {...rest}
    />
  );
}
