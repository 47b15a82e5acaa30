'use client';

import { useId, useState } from 'react';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { UsernameEmailFields } from '@/components/forms/username-email-fields';
import { Modal, ModalFormActions } from '@/components/ui/modal';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { PasswordInput } from '@/components/ui/password-input';
import { TextField } from '@/components/ui/text-field';
import { UploadProgressBar } from '@/components/ui/upload-progress-bar';
import { replyMessage } from '@/lib/client/post-json';
import { adminCreateStudentSchema, studentImageProblem, type AdminCreateStudent } from '@/lib/validation/admin-students';
import { createStudent, uploadStudentPhoto, type Student } from './student-api';
import { StudentImageField } from './student-image-field';
import { MSG } from '@/lib/messages';

interface RegisterStudentModalProps {
  open: boolean;
  onClose: () => void;
  /** The student exists: the page adds the row and shows the notice (an error one if the photo failed). */
  onRegistered: (student: Student, notice: Notice) => void;
  onSessionExpired: () => void;
}

/**
 * 'Register Student' (docs/product.md#admin-students; it really registers): username, e-mail, image, password;
 * phone optional.
 */
export function RegisterStudentModal({ open, onClose, ...formProps }: RegisterStudentModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Register Student"
      description="The student is e-mailed a code to verify their address, and logs in with this password."
      testId="register-student-dialog"
    >
      <RegisterStudentForm onCancel={onClose} {...formProps} />
    </Modal>
  );
}

function RegisterStudentForm({
  onCancel,
  onRegistered,
  onSessionExpired,
}: Omit<RegisterStudentModalProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const imageId = useId();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const {
    fieldProps,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useSchemaForm(adminCreateStudentSchema, { defaultValues: { username: '', email: '', password: '', phone: '' } });
  const { notice, send } = useFormSubmit({
    setError,
    fields: { username: 'username', email: 'email', password: 'password', phone: 'phone' },
    conflictField: 'email',
    onSessionExpired,
  });

  // The image is not part of the JSON body, so it is checked beside the schema, on every submit.
  function imageIsAcceptable(): boolean {
    const problem = studentImageProblem(image) ?? undefined;
    setImageError(problem);
    return !problem;
  }

  async function register(values: AdminCreateStudent) {
    if (!imageIsAcceptable()) return;
    const created = await send(
      createStudent(values),
      MSG.studentRegisterFailed,
      { accepted: (reply) => reply.status === 201 && Boolean(reply.data.user) },
    );
    const student = created?.data.user;
    if (!created || !student) return;
    const registered = replyMessage(created, MSG.studentRegistered);
    if (!image) {
      onRegistered(student, { status: 200, message: registered });
      return;
    }

    setProgress(0);
    const uploaded = await uploadStudentPhoto(student.id, image, setProgress);
    setProgress(null);
    if (uploaded.status === 401) {
      onSessionExpired();
      return;
    }
    if (uploaded.status === 200 && uploaded.data.profile) {
      onRegistered({ ...student, profile: uploaded.data.profile }, { status: 200, message: registered });
      return;
    }
    // The account exists either way: keep it, and say plainly that only the photo is missing.
    const reason = replyMessage(uploaded, MSG.studentPhotoFailed);
    onRegistered(student, { status: uploaded.status || 500, message: `${registered} The photo was not saved: ${reason}` });
  }

  const busy = isSubmitting;
  return (
    <form
      onSubmit={handleSubmit(register, () => imageIsAcceptable())}
      noValidate
      aria-label="Register student"
      aria-busy={busy}
      className="space-y-5"
    >
      <NoticeBanner notice={notice} />
      <UsernameEmailFields
        idPrefix="register-student"
        testIds={{ username: 'student-username-input', email: 'student-email-input' }}
        username={fieldProps('username')}
        email={fieldProps('email')}
      />
      <StudentImageField
        id={imageId}
        file={image}
        error={imageError}
        disabled={busy}
        onChange={(file, problem) => {
          setImage(file);
          setImageError(problem ?? undefined);
        }}
      />
      <PasswordInput
        label="Password"
        id="register-student-password"
        autoComplete="new-password"
        required
        data-test="student-password-input"
        {...fieldProps('password')}
      />
      <TextField
        label="Phone (optional)"
        id="register-student-phone"
        type="tel"
        autoComplete="off"
        maxLength={20}
        data-test="student-phone-input"
        {...fieldProps('phone')}
      />
      {progress !== null ? <UploadProgressBar percent={progress} label="Uploading photo…" testId="student-photo-progress" /> : null}
      <ModalFormActions
        onCancel={onCancel}
        busy={busy}
        label="Register Student"
        busyLabel="Registering…"
        cancelTestId="cancel-register-student"
        submitTestId="submit-register-student"
      />
    </form>
  );
}
