'use client';

import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { UsernameEmailFields } from '@/components/forms/username-email-fields';
import { Modal, ModalFormActions } from '@/components/ui/modal';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { MSG } from '@/lib/messages';
import { updateProfileSchema, type UpdateProfileInput } from '@/lib/validation/account';
import { updateStudent, type Student } from './student-api';

interface EditStudentModalProps {
  /** The student being edited; null keeps the modal closed. */
  student: Student | null;
  onClose: () => void;
  onSaved: (student: Student, notice: Notice) => void;
  onSessionExpired: () => void;
}

/**
 * The edit modal (docs/product.md#admin-students; it really saves): the student's username and e-mail, through the
 * same PUT /api/users/update-profile/{id} as the profile screen. Unlike that screen, it never touches
 * the admin's own identity.
 */
export function EditStudentModal({ student, onClose, ...formProps }: EditStudentModalProps) {
  return (
    <Modal
      open={student !== null}
      onClose={onClose}
      title="Edit Student"
      description="A new e-mail address is unverified until the student enters the code we send to it."
      testId="edit-student-dialog"
    >
      {student ? <EditStudentForm student={student} onCancel={onClose} {...formProps} /> : null}
    </Modal>
  );
}

function EditStudentForm({
  student,
  onCancel,
  onSaved,
  onSessionExpired,
}: Omit<EditStudentModalProps, 'onClose' | 'student'> & { student: Student; onCancel: () => void }) {
  const {
    fieldProps,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useSchemaForm(updateProfileSchema, { defaultValues: { username: student.username, email: student.email } });
  const { notice, send } = useFormSubmit({
    setError,
    fields: { username: 'username', email: 'email' },
    conflictField: 'email',
    onSessionExpired,
  });

  async function save(values: UpdateProfileInput) {
    const reply = await send(updateStudent(student.id, values), MSG.profileUpdateFailed);
    if (!reply) return;
    const saved = reply.data.user ?? { ...student, ...values };
    const message = reply.data.emailChanged
      ? `Saved. A verification code was sent to ${saved.email}; the address stays unverified until the student enters it.`
      : MSG.profileUpdated;
    onSaved(saved, { status: 200, message });
  }

  return (
    <form onSubmit={handleSubmit(save)} noValidate aria-label="Edit student" aria-busy={isSubmitting} className="space-y-5">
      <NoticeBanner notice={notice} />
      <UsernameEmailFields
        idPrefix="edit-student"
        testIds={{ username: 'edit-student-username', email: 'edit-student-email' }}
        username={fieldProps('username')}
        email={fieldProps('email')}
      />
      <ModalFormActions
        onCancel={onCancel}
        busy={isSubmitting}
        label="Save Changes"
        busyLabel="Saving…"
        cancelTestId="cancel-edit-student"
        submitTestId="save-edit-student"
      />
    </form>
  );
}
