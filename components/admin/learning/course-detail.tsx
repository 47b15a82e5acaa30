'use client';

import Link from 'next/link';
import { useState, type Ref } from 'react';
import { DeleteButton } from '@/components/admin/shared/delete-button';
import type { Notice } from '@/components/ui/notice-banner';
import { Modal } from '@/components/ui/modal';
import { replyNotice, type JsonReply } from '@/lib/client/post-json';
import type { LearningChunk, LearningCourse } from '@/lib/learning/queries';
import { ChunkForm } from './chunk-form';
import { ChunkItem, smallButtonClass, smallDeleteClass } from './chunk-item';
import type { CourseChange } from './course-changes';
import { CourseTitleForm } from './course-title-form';
import * as api from './learning-api';
import { LEARNING_EDITOR_TEXT as TEXT } from '@/lib/messages';

interface CourseDetailProps {
  course: LearningCourse;
  /** The heading takes the focus when a course is picked in the list. */
  headingRef: Ref<HTMLHeadingElement>;
  /** A change the server confirmed, with the notice that reports it. */
  onChange: (change: CourseChange, notice: Notice) => void;
  /** A failure to report, with no change to the list. */
  onProblem: (notice: Notice) => void;
  /** 404: the course or chunk is gone (another admin); the editor reads the list again. */
  onGone: (notice: Notice) => void;
  onSessionExpired: () => void;
}

type Editing = { kind: 'course' } | { kind: 'chunk'; chunk: LearningChunk } | null;

/**
 * The selected course (docs/product.md#admin-learning): its title with Edit and a confirmed Delete, its chunks
 * with Edit and Delete, and the form that adds a chunk to it.
 */
export function CourseDetail({ course, headingRef, onChange, onProblem, onGone, onSessionExpired }: CourseDetailProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<'course' | number | null>(null);
  const courseId = course.course_id;

  /** Reports a failed write; true when the reply was handled here (the caller stops). */
  function failed(reply: JsonReply<object>, fallback: string): boolean {
    if (reply.status === 200) return false;
    if (reply.status === 401) onSessionExpired();
    else if (reply.status === 404) onGone(replyNotice(reply));
    else onProblem(replyNotice(reply, fallback));
    return true;
  }

  /** Edits answer 404 when the course or chunk is gone: the editor reads the list again. */
  async function watchForGone<T extends object>(call: Promise<JsonReply<T>>): Promise<JsonReply<T>> {
    const reply = await call;
    if (reply.status === 404) {
      setEditing(null);
      onGone(replyNotice(reply));
    }
    return reply;
  }

  async function deleteCourse() {
    if (!window.confirm(TEXT.confirmDeleteCourse(course))) return;
    setDeleting('course');
    const reply = await api.deleteCourse(courseId);
    setDeleting(null);
    // 404: already deleted elsewhere, which is what was asked.
    if (reply.status !== 404 && failed(reply, TEXT.deleteFailed)) return;
    onChange({ kind: 'course-deleted', courseId }, { status: 200, message: TEXT.courseDeleted(course.course_title) });
  }

  async function deleteChunk(chunk: LearningChunk) {
    if (!window.confirm(TEXT.confirmDeleteChunk(chunk))) return;
    setDeleting(chunk.chunk_id);
    const reply = await api.deleteChunk(chunk.chunk_id);
    setDeleting(null);
    if (reply.status !== 404 && failed(reply, TEXT.deleteFailed)) return;
    onChange({ kind: 'chunk-deleted', courseId, chunkId: chunk.chunk_id }, { status: 200, message: TEXT.chunkDeleted(chunk.chunk_title) });
  }

  const busy = deleting !== null;

  return (
    <section aria-labelledby="course-detail-title" data-test="course-detail" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <header className="flex flex-col gap-4 border-b border-slate-200 px-5 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">Selected course</p>
          <h2 id="course-detail-title" ref={headingRef} tabIndex={-1} data-test="course-detail-title" className="scroll-mt-24 break-words text-xl font-semibold text-ink outline-none">
            {course.course_title}
          </h2>
          <Link
            href={`/learning/${courseId}`}
            data-test="view-course-page"
            className="mt-1 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            View its learning page
          </Link>
        </div>
        <div className="flex shrink-0 gap-2">
          <button type="button" onClick={() => setEditing({ kind: 'course' })} disabled={busy} aria-haspopup="dialog" data-test="edit-course" className={smallButtonClass}>
            Edit title
          </button>
          <DeleteButton
            deleting={deleting === 'course'}
            disabled={busy}
            label="Delete course"
            onClick={deleteCourse}
            data-test="delete-course"
            className={smallDeleteClass}
          />
        </div>
      </header>

      <div className="space-y-8 px-5 py-5 sm:px-6">
        <section aria-labelledby="chunks-title">
          <h3 id="chunks-title" className="text-lg font-semibold text-ink">
            Chunks <span className="font-normal text-slate-600">({course.chunks.length})</span>
          </h3>
          {course.chunks.length === 0 ? (
            <p data-test="no-chunks" className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-slate-600">
              {TEXT.noChunks}
            </p>
          ) : (
            <ol className="mt-3 space-y-3">
              {course.chunks.map((chunk) => (
                <ChunkItem
                  key={chunk.chunk_id}
                  chunk={chunk}
                  deleting={deleting === chunk.chunk_id}
                  onEdit={(picked) => setEditing({ kind: 'chunk', chunk: picked })}
                  onDelete={deleteChunk}
                />
              ))}
            </ol>
          )}
        </section>

        <section aria-labelledby="add-chunk-title" className="rounded-xl bg-slate-50 p-4 sm:p-5">
          <h3 id="add-chunk-title" className="mb-3 text-lg font-semibold text-ink">
            Add a chunk
          </h3>
          <ChunkForm
            submitLabel="Add Chunk"
            busyLabel="Adding…"
            testId="add-chunk-form"
            save={(values) => watchForGone(api.addChunk(courseId, values))}
            onSaved={(chunk) => onChange({ kind: 'chunk-added', courseId, chunk }, { status: 200, message: TEXT.chunkAdded(chunk.chunk_title) })}
            onSessionExpired={onSessionExpired}
          />
        </section>
      </div>

      <Modal open={editing?.kind === 'course'} onClose={() => setEditing(null)} title="Edit Course Title" testId="edit-course-dialog">
        <CourseTitleForm
          initialTitle={course.course_title}
          submitLabel="Save Title"
          busyLabel="Saving…"
          testId="edit-course-form"
          save={(title) => watchForGone(api.renameCourse(courseId, title))}
          onSaved={(saved) => {
            setEditing(null);
            onChange({ kind: 'course-renamed', course: saved }, { status: 200, message: TEXT.courseRenamed(saved.course_title) });
          }}
          onSessionExpired={onSessionExpired}
          onCancel={() => setEditing(null)}
        />
      </Modal>

      <Modal open={editing?.kind === 'chunk'} onClose={() => setEditing(null)} title="Edit Chunk" testId="edit-chunk-dialog">
        {editing?.kind === 'chunk' ? (
          <ChunkForm
            chunk={editing.chunk}
            submitLabel="Save Chunk"
            busyLabel="Saving…"
            testId="edit-chunk-form"
            save={(values) => watchForGone(api.updateChunk(editing.chunk.chunk_id, values))}
            onSaved={(chunk) => {
              setEditing(null);
              onChange({ kind: 'chunk-updated', courseId, chunk }, { status: 200, message: TEXT.chunkUpdated(chunk.chunk_title) });
            }}
            onSessionExpired={onSessionExpired}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </section>
  );
}
