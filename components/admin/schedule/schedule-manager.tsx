'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useApiRead } from '@/components/data/use-api-read';
import { dataEnvelope } from '@/lib/client/read-api';
import { ListLoadError, ListLoading } from '@/components/admin/shared/list-states';
import { logout } from '@/components/auth/logout';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { usePageNotice } from '@/components/ui/use-page-notice';
import { replyNotice, requestJson } from '@/lib/client/post-json';
import type { ScheduleRow } from '@/lib/schedule/queries';
import { SCHEDULE_TEXT } from '@/lib/messages';
import { ScheduleFormModal, type CatalogueCourseOption } from './schedule-form-modal';
import { ScheduleTable } from './schedule-table';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyNote } from '@/components/ui/empty-note';

const LIST_MESSAGES = { noData: SCHEDULE_TEXT.noData, failed: SCHEDULE_TEXT.fetchFailed };

const addButtonClass = buttonClasses('primary');

/** The form is closed, adds a batch, or edits this one. */
type FormState = { open: false } | { open: true; editing: ScheduleRow | null };

/**
 * The admin Course Schedule screen (docs/product.md#admin-schedule): the table read from GET /api/schedule, one form
 * to add a batch or edit one (its course picked from `courses`, the catalogue) and a confirmed Delete per row. Every
 * change is re-read from the server, which also refreshes the home page's table.
 */
export function ScheduleManager({ courses }: { courses: readonly CatalogueCourseOption[] }) {
  const router = useRouter();
  const [form, setForm] = useState<FormState>({ open: false });
  const [notice, setNotice] = usePageNotice();
  const [deletingId, setDeletingId] = useState<number | null>(null);

  // docs/product.md#expired-sessions: a 401 means the session is gone; log out and go to the login page.
  const sessionExpired = useCallback(() => {
    setForm({ open: false });
    void logout(router.push);
  }, [router]);

  const { state, retry, refresh, update } = useApiRead<ScheduleRow[]>('/api/schedule', {
    parse: dataEnvelope<ScheduleRow>,
    messages: LIST_MESSAGES,
    onSessionExpired: sessionExpired,
  });

  function saved(result: Notice) {
    setForm({ open: false });
    setNotice(result);
    // Read again rather than insert: the server orders the rows and trims the demo date.
    refresh();
  }

  async function deleteRow(row: ScheduleRow) {
    if (!window.confirm(SCHEDULE_TEXT.confirmDelete(row))) return;
    setDeletingId(row.id);
    const reply = await requestJson('/api/schedule', { method: 'DELETE', body: JSON.stringify({ course_id: row.id }) });
    setDeletingId(null);
    if (reply.status === 401) {
      sessionExpired();
      return;
    }
    // 404: another admin (or tab) deleted it already, which is what was asked.
    if (reply.status === 200 || reply.status === 404) {
      update((rows) => rows.filter((current) => current.id !== row.id));
      setNotice({ status: 200, message: SCHEDULE_TEXT.deleted(row) });
      return;
    }
    setNotice(replyNotice(reply, SCHEDULE_TEXT.deleteFailed));
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700" data-test="schedule-count">
          {state.phase === 'ready' ? `${state.data.length} ${state.data.length === 1 ? 'batch' : 'batches'} scheduled` : null}
        </p>
        <button type="button" onClick={() => setForm({ open: true, editing: null })} disabled={courses.length === 0} aria-haspopup="dialog" data-test="schedule-add" className={addButtonClass}>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
            <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
          </svg>
          Add New Course Schedule
        </button>
      </div>

      {courses.length === 0 ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-test="schedule-no-courses">
          {SCHEDULE_TEXT.noCourses}
        </p>
      ) : null}
      <NoticeBanner notice={notice} />

      {state.phase === 'loading' ? (
        <ListLoading message={SCHEDULE_TEXT.loading} testId="schedule-loading" />
      ) : state.phase === 'failed' ? (
        <ListLoadError message={state.message} onRetry={retry} testId="schedule-error" />
      ) : state.data.length === 0 ? (
        <EmptyNote testId="schedule-empty">
          {SCHEDULE_TEXT.empty}
        </EmptyNote>
      ) : (
        <ScheduleTable rows={state.data} deletingId={deletingId} onDelete={deleteRow} onEdit={(row) => setForm({ open: true, editing: row })} />
      )}

      <ScheduleFormModal
        open={form.open}
        editing={form.open ? form.editing : null}
        courses={courses}
        onClose={() => setForm({ open: false })}
        onSaved={saved}
        onSessionExpired={sessionExpired}
      />
    </div>
  );
}
