'use client';

import { useState } from 'react';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Modal, ModalFormActions } from '@/components/ui/modal';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { deleteStudent, type Student } from './student-api';
import { StudentEmail } from './student-email';
import { DELETE_STUDENT_PROMPT } from './students-copy';
import { MSG } from '@/lib/messages';

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
  // No fields: every refusal goes to the banner.
  const { notice, send } = useFormSubmit({ onSessionExpired });
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    const request = deleteStudent(student.id).finally(() => setDeleting(false));
    const reply = await send(request, MSG.studentDeleteFailed, {
      // 404: already deleted (in another tab, say), which is what the admin asked for.
      accepted: ({ status }) => status === 200 || status === 404,
    });
    if (reply) onDeleted(student);
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
