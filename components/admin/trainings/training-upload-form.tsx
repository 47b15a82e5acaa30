'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { TRAINING_MSG } from '@/lib/messages';
import { FieldShell } from '@/components/ui/field-shell';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { TextField } from '@/components/ui/text-field';
import { TRAINING_TITLE_MAX, trainingUploadProblem } from '@/lib/validation/trainings';
import { formatBytes } from './format-bytes';
import { UploadProgressBar } from '@/components/ui/upload-progress-bar';
import { UploadProgressOverlay } from './upload-progress-overlay';
import type { VideoUpload } from './use-video-upload';
import { buttonClasses } from '@/components/ui/button-styles';
import { SelectField } from '@/components/practice/bug-hunt/select-field';
import { courseOptions, type CatalogueCourseOption } from './course-options';

interface TrainingUploadFormProps {
  upload: VideoUpload;
  /** The server's TRAINING_MAX_BYTES, checked here first so a too-large file is not sent for nothing. */
  maxBytes: number;
  courses: readonly CatalogueCourseOption[];
}

const fileInputClass =
  'block w-full cursor-pointer rounded-lg border border-slate-300 text-sm text-slate-700 shadow-sm file:mr-3 file:cursor-pointer file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-700 hover:file:bg-brand-100 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-500';

/** Training Video upload (docs/product.md#admin-videos): a title, a course and one video file, sent with a progress overlay. */
export function TrainingUploadForm({ upload, maxBytes, courses }: TrainingUploadFormProps) {
  const titleId = useId();
  const courseId = useId();
  // '' is "All courses": the video counts toward every course's progress.
  const [course, setCourse] = useState('');
  const fileId = useId();
  const hintId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // Marks the empty fields once a submit was refused for them (docs/product.md#admin-videos).
  const [refused, setRefused] = useState(false);

  function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    // `accept` only filters the picker; a dropped or "All files" choice is told at once.
    if (chosen && !chosen.type.startsWith('video/')) upload.refuse(TRAINING_MSG.badType);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = trainingUploadProblem(title, file, maxBytes, course);
    if (problem || !file) {
      setRefused(true);
      upload.refuse(problem ?? TRAINING_MSG.missing);
      return;
    }
    setRefused(false);
    if (await upload.start(title.trim(), file, course)) {
      setTitle('');
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  const uploading = upload.percent !== null;
  const finished = upload.outcome;

  // The overlay held the focus (its Cancel button); when it goes, hand the focus back to the form
  // rather than leave it on the page body. The button, not a field: no on-screen keyboard pops up.
  const wasUploading = useRef(false);
  useEffect(() => {
    if (wasUploading.current && !uploading && (!document.activeElement || document.activeElement === document.body)) {
      submitRef.current?.focus();
    }
    wasUploading.current = uploading;
  }, [uploading]);

  return (
    <div className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <form onSubmit={handleSubmit} noValidate aria-label="Upload a training video" aria-busy={uploading} className="space-y-5">
        <h2 className="text-lg font-semibold text-ink">Upload a video</h2>
        {/* A disabled fieldset keeps keyboard users out of the form the overlay covers. */}
        <fieldset disabled={uploading} className="space-y-5">
          <TextField
            id={titleId}
            name="content"
            label="Video title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={TRAINING_TITLE_MAX}
            autoComplete="off"
            placeholder="e.g. Boundary value analysis, part 1"
            aria-invalid={refused && title.trim() === '' ? true : undefined}
            data-test="training-title"
          />
          <SelectField
            id={courseId}
            name="course_id"
            label="Course"
            value={course}
            onChange={(event) => setCourse(event.target.value)}
            options={courseOptions(courses)}
            data-test="training-course"
          />
          <FieldShell label="Video file" inputId={fileId}>
            {(control) => (
              <>
                <input
                  ref={fileRef}
                  {...control}
                  name="trainings"
                  type="file"
                  accept="video/*"
                  onChange={handleFileChange}
                  aria-invalid={refused && !file ? true : undefined}
                  aria-describedby={hintId}
                  data-test="training-file"
                  className={fileInputClass}
                />
                <p id={hintId} className="mt-1 text-sm text-slate-600">
                  {file ? `${file.name} · ${formatBytes(file.size)}` : `MP4, WebM, Ogg or QuickTime, up to ${formatBytes(maxBytes)}.`}
                </p>
              </>
            )}
          </FieldShell>
          <button
            ref={submitRef}
            type="submit"
            data-test="upload-video"
            className={`${buttonClasses('primary', 'md', true)} w-full sm:w-auto sm:px-8`}
          >
            Upload Video
          </button>
        </fieldset>
        {finished?.percent != null ? <UploadProgressBar percent={finished.percent} label="Last upload" testId="upload-result" /> : null}
        <NoticeBanner notice={finished?.notice ?? null} />
      </form>
      {uploading ? <UploadProgressOverlay percent={upload.percent ?? 0} fileName={file?.name ?? 'video'} onCancel={upload.cancel} /> : null}
    </div>
  );
}
