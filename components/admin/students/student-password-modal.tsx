'use client';

import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Modal, ModalFormActions } from '@/components/ui/modal';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { PasswordInput } from '@/components/ui/password-input';
import { replyMessage } from '@/lib/client/post-json';
import { adminSetPasswordSchema, type AdminSetPasswordInput } from '@/lib/validation/admin-students';
import { setStudentPassword, type Student } from './student-api';
import { MSG } from '@/lib/messages';

interface StudentPasswordModalProps {
  /** The student whose password is set; null keeps the modal closed. */
  student: Student | null;
  onClose: () => void;
  onChanged: (notice: Notice) => void;
  onSessionExpired: () => void;
}

/**
 * The change-password modal (docs/product.md#admin-students; it really works): a new password; the student's
 * sessions end.
 */
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
  const {
    fieldProps,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useSchemaForm(adminSetPasswordSchema, { defaultValues: { newPassword: '' } });
  const { notice, send } = useFormSubmit({ setError, fields: { newPassword: 'newPassword' }, onSessionExpired });

  async function change(values: AdminSetPasswordInput) {
    const reply = await send(setStudentPassword(student.id, values), MSG.passwordChangeFailed);
    if (reply) onChanged({ status: 200, message: replyMessage(reply, MSG.passwordChanged) });
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
      <ModalFormActions
        onCancel={onCancel}
        busy={isSubmitting}
        label="Change Password"
        busyLabel="Changing…"
        cancelTestId="cancel-student-password"
        submitTestId="submit-student-password"
      />
    </form>
  );
}
