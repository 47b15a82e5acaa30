'use client';

import { useState } from 'react';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Modal, ModalActions, modalCancelClass, modalPrimaryClass } from '@/components/ui/modal';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { TextField } from '@/components/ui/text-field';
import { MSG } from '@/lib/validation/messages';
import { updateProfileSchema, type UpdateProfileInput } from '@/lib/validation/account';
import { reportFailure } from './report-failure';
import { updateStudent, type Student } from './student-api';

interface EditStudentModalProps {
  /** The student being edited; null keeps the modal closed. */
  student: Student | null;
  onClose: () => void;
  onSaved: (student: Student, notice: Notice) => void;
  onSessionExpired: () => void;
}

/**
 * SPEC §2.5 edit modal (DESIGN §3: it really saves): the student's username and e-mail, through the
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
  const [notice, setNotice] = useState<Notice | null>(null);
  const {
    fieldProps,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useSchemaForm(updateProfileSchema, { defaultValues: { username: student.username, email: student.email } });

  async function save(values: UpdateProfileInput) {
    setNotice(null);
    const reply = await updateStudent(student.id, values);
    if (reply.status !== 200) {
      reportFailure(reply, {
        setError,
        fields: { username: 'username', email: 'email' },
        conflictField: 'email',
        setNotice,
        onSessionExpired,
        fallback: MSG.profileUpdateFailed,
      });
      return;
    }
    const saved = reply.data.user ?? { ...student, ...values };
    const message = reply.data.emailChanged
      ? `Saved. A verification code was sent to ${saved.email}; the address stays unverified until the student enters it.`
      : MSG.profileUpdated;
    onSaved(saved, { status: 200, message });
  }

  return (
    <form onSubmit={handleSubmit(save)} noValidate aria-label="Edit student" aria-busy={isSubmitting} className="space-y-5">
      <NoticeBanner notice={notice} />
      <TextField
        label="Username"
        id="edit-student-username"
        autoComplete="off"
        required
        maxLength={30}
        data-test="edit-student-username"
        {...fieldProps('username')}
      />
      <TextField
        label="E-mail"
        id="edit-student-email"
        type="email"
        autoComplete="off"
        required
        maxLength={40}
        data-test="edit-student-email"
        {...fieldProps('email')}
      />
      <ModalActions>
        <button type="button" onClick={onCancel} disabled={isSubmitting} data-test="cancel-edit-student" className={modalCancelClass}>
          Cancel
        </button>
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} data-test="save-edit-student" className={modalPrimaryClass}>
          {isSubmitting ? 'Saving…' : 'Save Changes'}
        </button>
      </ModalActions>
    </form>
  );
}
