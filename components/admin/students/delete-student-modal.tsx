'use client';

import { useState } from 'react';
import { Modal, ModalFormActions } from '@/components/ui/modal';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { replyNotice } from '@/lib/client/post-json';
import { deleteStudent, type Student } from './student-api';
import { StudentEmail } from './student-email';
import { DELETE_STUDENT_PROMPT } from './students-copy';

interface DeleteStudentModalProps {
  /** The student to delete; null keeps the modal closed. */
  student: Student | null;
  onClose: () => void;
  onDeleted: (student: Student) => void;
  onSessionExpired: () => void;
}

/** The Delete confirmation, as an accessible dialog rather than window.confirm; Cancel has the focus first. */
export function DeleteStudentModal({ student, onClose, ...props }: DeleteStudentModalProps) {
  return (
    <Modal open={student !== null} onClose={onClose} title="Delete Student" description={DELETE_STUDENT_PROMPT} testId="delete-student-dialog">
      {student ? <DeleteStudentConfirm student={student} onCancel={onClose} {...props} /> : null}
    </Modal>
  );
}

function DeleteStudentConfirm({
  student,
  onCancel,
  onDeleted,
  onSessionExpired,
}: Omit<DeleteStudentModalProps, 'onClose' | 'student'> & { student: Student; onCancel: () => void }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    setNotice(null);
    const reply = await deleteStudent(student.id);
    setDeleting(false);
    if (reply.status === 401) {
      onSessionExpired();
      return;
    }
    // 404: already deleted (in another tab, say), which is what the admin asked for.
    if (reply.status === 200 || reply.status === 404) {
      onDeleted(student);
      return;
    }
    setNotice(replyNotice(reply, 'The student could not be deleted. Please try again.'));
  }

  return (
    <div className="space-y-5">
      <NoticeBanner notice={notice} />
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <p className="font-semibold break-words text-ink" data-test="delete-student-name">
          {student.username}
        </p>
        <p className="text-sm text-slate-600">
          <StudentEmail email={student.email} />
        </p>
      </div>
      <p className="text-sm text-slate-700">
        Their login, sessions, reviews, course enrolments and photo are removed too. This cannot be undone.
      </p>
      <ModalFormActions
        onCancel={onCancel}
        busy={deleting}
        label="Delete"
        busyLabel="Deleting…"
        cancelTestId="cancel-delete-student"
        submitTestId="confirm-delete-student"
        onConfirm={confirm}
        danger
      />
    </div>
  );
}
