'use client';

import { useId, useState, type FormEvent } from 'react';
import { SelectField } from '@/components/practice/bug-hunt/select-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { jsonBody, replyMessage, requestJson, replySucceeded } from '@/lib/client/post-json';
import { TRAINING_MSG } from '@/lib/messages';
import type { TrainingVideo } from '@/lib/trainings/queries';
import { trainingFieldsSchema } from '@/lib/validation/trainings';
import { courseLabel, courseOptions, type CatalogueCourseOption } from './course-options';

interface VideoCourseEditorProps {
  video: TrainingVideo;
  courses: readonly CatalogueCourseOption[];
  onSaved: (courseId: number | null) => void;
  onSessionExpired: () => void;
}

/**
 * A video's course on its card (docs/product.md#admin-videos): shown, and changed with PATCH /api/trainings/videos/{id}
 * (the title stays as it is), checked first with the schema the server uses.
 */
export function VideoCourseEditor({ video, courses, onSaved, onSessionExpired }: VideoCourseEditorProps) {
  const selectId = useId();
  const [chosen, setChosen] = useState(video.course_id === null ? '' : String(video.course_id));
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const current = video.course_id === null ? '' : String(video.course_id);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = trainingFieldsSchema.safeParse({ content: video.content, course_id: chosen });
    if (!parsed.success) {
      setStatus({ ok: false, text: parsed.error.issues[0]?.message ?? TRAINING_MSG.course });
      return;
    }
    setSaving(true);
    setStatus(null);
    const reply = await requestJson(`/api/trainings/videos/${video.id}`, { method: 'PATCH', ...jsonBody(parsed.data) });
    setSaving(false);
    if (reply.status === 401) return onSessionExpired();
    if (!replySucceeded(reply)) return setStatus({ ok: false, text: replyMessage(reply) });
    setStatus({ ok: true, text: `Saved: ${courseLabel(courses, parsed.data.course_id)}.` });
    onSaved(parsed.data.course_id);
  }

  return (
    <form onSubmit={save} aria-label={`Course of “${video.content}”`} className="mt-3 flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <SelectField
          id={selectId}
          label="Course"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          options={courseOptions(courses)}
          data-test="training-video-course"
        />
      </div>
      <button type="submit" disabled={saving || chosen === current} className={buttonClasses('secondary', 'sm')} data-test="save-video-course">
        {saving ? 'Saving…' : 'Save course'}
      </button>
      <p role="status" data-test="video-course-status" className={status ? `w-full text-sm ${status.ok ? 'text-emerald-800' : 'text-red-700'}` : 'sr-only'}>
        {status?.text}
      </p>
    </form>
  );
}
