'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { logout } from '@/components/auth/logout';
import { modalPrimaryClass } from '@/components/ui/modal';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { usePageNotice } from '@/components/ui/use-page-notice';
import { replyNotice } from '@/lib/client/post-json';
import { DeleteStudentModal } from './delete-student-modal';
import { EditStudentModal } from './edit-student-modal';
import { StudentsEmpty, StudentsLoadError, StudentsLoading } from './list-states';
import { RegisterStudentModal } from './register-student-modal';
import { resendVerificationCode, type Student } from './student-api';
import { StudentPasswordModal } from './student-password-modal';
import { filterLabel, filterStudents, type StudentFilter } from './student-filter';
import type { RowAction } from './student-row';
import { StudentsTable } from './students-table';
import { useStudentList } from './use-student-list';
import { MSG } from '@/lib/messages';

type Dialog = { kind: 'register' } | { kind: RowAction; student: Student };

/**
 * The admin Students page (docs/product.md#admin-students): the table, 'Register Student', and each row's
 * resend-code, edit, change-password and delete actions. Every action updates the table from its own reply.
 */
export function StudentsAdmin({ filter }: { filter: StudentFilter }) {
  const router = useRouter();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = usePageNotice();
  const [resendingId, setResendingId] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // Bumped after a delete. The effect runs in the same commit as the dialog's clean-up, after it, so the
  // list takes the focus once the modal has let go of it (the row that opened the dialog is gone).
  const [deletions, setDeletions] = useState(0);
  useEffect(() => {
    if (deletions > 0) listRef.current?.focus();
  }, [deletions]);

  // docs/product.md#expired-sessions: a 401 means the session is gone: log out and go to /login.
  const sessionExpired = useCallback(() => {
    setDialog(null);
    void logout(router.push);
  }, [router]);

  const { state, reload, added, replaced, removed } = useStudentList(sessionExpired);
  const students = state.phase === 'ready' ? filterStudents(state.data, filter) : [];
  const filtered = filterLabel(filter);

  const close = useCallback(() => setDialog(null), []);

  function finish(result: Notice) {
    setDialog(null);
    setNotice(result);
  }

  async function resend(student: Student) {
    setResendingId(student.id);
    const reply = await resendVerificationCode(student.id);
    setResendingId(null);
    if (reply.status === 401) {
      sessionExpired();
      return;
    }
    setNotice(replyNotice(reply, MSG.codeSendFailed));
    // 409: verified in the meantime; read the list again so the row shows its check mark.
    if (reply.status === 409) reload();
  }

  const selected = (kind: RowAction) => (dialog && dialog.kind === kind ? dialog.student : null);

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" data-test="students-count" className="text-sm text-slate-600">
          {state.phase === 'ready' ? `${students.length} ${students.length === 1 ? 'student' : 'students'}` : ''}
        </p>
        <button
          type="button"
          onClick={() => setDialog({ kind: 'register' })}
          aria-haspopup="dialog"
          data-test="register-student"
          className={modalPrimaryClass}
        >
          Register Student
        </button>
      </div>

      {filtered ? (
        <p className="flex flex-wrap items-baseline gap-3 rounded-lg bg-brand-50 px-4 py-2 text-sm text-slate-800" data-test="students-filter">
          <span>{filtered}.</span>
          <Link href="/admin/students" className="font-semibold text-brand-700 underline underline-offset-4">
            Show all students
          </Link>
        </p>
      ) : null}

      <NoticeBanner notice={notice} />

      <div ref={listRef} tabIndex={-1} aria-busy={state.phase === 'loading'} className="outline-none">
        {state.phase === 'loading' ? <StudentsLoading /> : null}
        {state.phase === 'failed' ? <StudentsLoadError message={state.message} onRetry={reload} /> : null}
        {state.phase === 'ready' && students.length === 0 ? <StudentsEmpty /> : null}
        {state.phase === 'ready' && students.length > 0 ? (
          <StudentsTable
            students={students}
            resendingId={resendingId}
            onResend={resend}
            onAction={(kind, student) => setDialog({ kind, student })}
          />
        ) : null}
      </div>

      <RegisterStudentModal
        open={dialog?.kind === 'register'}
        onClose={close}
        onRegistered={(student, result) => {
          added(student);
          finish(result);
        }}
        onSessionExpired={sessionExpired}
      />
      <EditStudentModal
        student={selected('edit')}
        onClose={close}
        onSaved={(student, result) => {
          replaced(student);
          finish(result);
        }}
        onSessionExpired={sessionExpired}
      />
      <StudentPasswordModal student={selected('password')} onClose={close} onChanged={finish} onSessionExpired={sessionExpired} />
      <DeleteStudentModal
        student={selected('delete')}
        onClose={close}
        onDeleted={(student) => {
          removed(student.id);
          finish({ status: 200, message: `${student.username} was deleted.` });
          setDeletions((count) => count + 1);
        }}
        onSessionExpired={sessionExpired}
      />
    </div>
  );
}
