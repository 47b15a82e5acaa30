'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { logout } from '@/components/auth/logout';
import { useTrainingVideos } from '@/components/learning/use-training-videos';
import { TrainingUploadForm } from './training-upload-form';
import { TrainingVideoList } from './training-video-list';
import { useVideoUpload } from './use-video-upload';
import type { CatalogueCourseOption } from './course-options';

interface TrainingVideoManagerProps {
  /** The admin's own id: the list is GET /api/trainings/{userId} (docs/product.md#rest-api). */
  userId: string;
  maxBytes: number;
  /** The catalogue a video's course is picked from. */
  courses: readonly CatalogueCourseOption[];
}

/** The admin Training Video screen's interactive part: the upload form above the list it refreshes. */
export function TrainingVideoManager({ userId, maxBytes, courses }: TrainingVideoManagerProps) {
  const router = useRouter();
  // docs/product.md#expired-sessions: a 401 (the session ended on the server) logs out and goes to the login page.
  const sessionExpired = useCallback(() => void logout(router.push), [router]);
  const videos = useTrainingVideos(userId);
  const upload = useVideoUpload({ onListChanged: videos.refresh, onSessionExpired: sessionExpired });
  const forget = (id: number) => videos.update((list) => list.filter((video) => video.id !== id));
  const moved = (changed: { id: number }, courseId: number | null) =>
    videos.update((list) => list.map((video) => (video.id === changed.id ? { ...video, course_id: courseId } : video)));

  return (
    <div className="space-y-10">
      <TrainingUploadForm upload={upload} maxBytes={maxBytes} courses={courses} />
      <TrainingVideoList state={videos.state} courses={courses} onCourseSaved={moved} onDeleted={forget} onSessionExpired={sessionExpired} />
    </div>
  );
}
