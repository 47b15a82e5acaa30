'use client';

import { useState } from 'react';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Modal, ModalActions, modalCancelClass, modalPrimaryClass } from '@/components/ui/modal';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { PasswordInput } from '@/components/ui/password-input';
import { replyMessage } from '@/lib/client/post-json';
import { adminSetPasswordSchema, type AdminSetPasswordInput } from '@/lib/validation/admin-students';
import { reportFailure } from './report-failure';
import { setStudentPassword, type Student } from './student-api';

interface StudentPasswordModalProps {
  /** The student whose password is set; null keeps the modal closed. */
  student: Student | null;
  onClose: () => void;
  onChanged: (notice: Notice) => void;
  onSessionExpired: () => void;
}

/** SPEC §2.5 change-password modal (DESIGN §3: it really works): a new password; the student's sessions end. */
export function StudentPasswordModal({ student, onClose, ...formProps }: StudentPasswordModalProps) {
  return (
    <Modal
      open={student !== null}
      onClose={onClose}
      title="Change Password"
      description={student ? `A new password for ${student.username}. They are logged out everywhere and log in with it.` : undefined}
      testId="student-password-dialog"
    >
      {student ? <StudentPasswordForm student={student} onCancel={onClose} {...formProps} /> : null}
    </Modal>
  );
}

function StudentPasswordForm({
  student,
  onCancel,
  onChanged,
  onSessionExpired,
}: Omit<StudentPasswordModalProps, 'onClose' | 'student'> & { student: Student; onCancel: () => void }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const {
    fieldProps,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useSchemaForm(adminSetPasswordSchema, { defaultValues: { newPassword: '' } });

  async function change(values: AdminSetPasswordInput) {
    setNotice(null);
    const reply = await setStudentPassword(student.id, values);
    if (reply.status !== 200) {
      reportFailure(reply, {
        setError,
        fields: { newPassword: 'newPassword' },
        setNotice,
        onSessionExpired,
        fallback: 'The password could not be changed. Please try again.',
      });
      return;
    }
    onChanged({ status: 200, message: replyMessage(reply, 'Password changed.') });
  }

  return (
    <form onSubmit={handleSubmit(change)} noValidate aria-label="Change student password" aria-busy={isSubmitting} className="space-y-5">
      <NoticeBanner notice={notice} />
      {/* The student's name, for password managers: they must not save it as the admin's own login. */}
      <input type="text" name="username" autoComplete="username" value={student.email} readOnly hidden />
      <PasswordInput
        label="New password"
        id="student-new-password"
        autoComplete="new-password"
        required
        data-test="student-new-password"
        {...fieldProps('newPassword')}
      />
      <ModalActions>
        <button type="button" onClick={onCancel} disabled={isSubmitting} data-test="cancel-student-password" className={modalCancelClass}>
          Cancel
        </button>
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} data-test="submit-student-password" className={modalPrimaryClass}>
          {isSubmitting ? 'Changing…' : 'Change Password'}
        </button>
      </ModalActions>
    </form>
  );
}
