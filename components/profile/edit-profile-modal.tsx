'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { rememberEmail, setIdentity, useIdentity } from '@/components/auth/identity-store';
import { showServerErrors } from '@/components/forms/show-server-errors';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Modal, ModalActions, modalCancelClass, modalPrimaryClass } from '@/components/ui/modal';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { TextField } from '@/components/ui/text-field';
import { toIdentity } from '@/lib/auth/identity';
import { fetchReply, jsonBody } from '@/lib/client/post-json';
import type { UserProfile } from '@/lib/users/profile';
import { MSG } from '@/lib/validation/messages';
import { updateProfileSchema } from '@/lib/validation/account';

export type EditableUser = Pick<UserProfile, 'id' | 'username' | 'email'>;

interface EditProfileModalProps {
  open: boolean;
  onClose: () => void;
  user: EditableUser;
  /** A saved profile (no e-mail change): the page shows the notice and closes the modal. */
  onSaved: (notice: Notice) => void;
  /** 401: the session is gone. */
  onSessionExpired: () => void;
}

/** SPEC §2.4 Edit Profile: username and e-mail, both required; Cancel and Save Changes. */
export function EditProfileModal({ open, onClose, ...formProps }: EditProfileModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Edit Profile"
      description="A new e-mail address has to be verified with a code we send to it."
      testId="edit-profile-dialog"
    >
      <EditProfileForm onCancel={onClose} {...formProps} />
    </Modal>
  );
}

interface UpdateProfileReply {
  emailChanged?: boolean;
  message?: string;
  errors?: Record<string, string>;
  user?: UserProfile;
}

function EditProfileForm({
  user,
  onCancel,
  onSaved,
  onSessionExpired,
}: Omit<EditProfileModalProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const router = useRouter();
  const identity = useIdentity();
  const [notice, setNotice] = useState<Notice | null>(null);
  const {
    fieldProps,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useSchemaForm(updateProfileSchema, { defaultValues: { username: user.username, email: user.email } });

  async function onSubmit(values: { username: string; email: string }) {
    setNotice(null);
    const { status, data } = await fetchReply<UpdateProfileReply>(`/api/users/update-profile/${encodeURIComponent(user.id)}`, {
      method: 'PUT',
      ...jsonBody(values),
    });
    if (status === 0) {
      setNotice({ status: 0, message: MSG.profileUpdateError });
      return;
    }
    if (status === 401) {
      onSessionExpired();
      return;
    }
    if (status !== 200 || !data) {
      const shown = showServerErrors(setError, data?.errors, { username: 'username', email: 'email' }, { focus: false });
      const message = data?.message || MSG.profileUpdateFailed;
      // A message already shown under its field is not repeated above the form.
      if (!shown.includes(message)) setNotice({ status, message });
      return;
    }

    const saved = data.user ?? { ...user, ...values };
    const current =
      identity?.userId === user.id
        ? identity
        : data.user
          ? toIdentity({
              id: data.user.id,
              role: data.user.role,
              payStatus: data.user.pay_status,
              username: data.user.username,
              email: data.user.email,
            })
          : null;
    if (current) setIdentity({ ...current, username: saved.username, email: saved.email });

    if (data.emailChanged) {
      // The new address must be verified: the verify screen reads the remembered e-mail.
      rememberEmail(saved.email);
      router.push('/verifyEmail');
      return;
    }
    onSaved({ status: 200, message: MSG.profileUpdated });
    router.refresh();
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label="Edit profile">
      <NoticeBanner notice={notice} />
      <TextField
        label="Username"
        id="edit-profile-username"
        autoComplete="username"
        required
        maxLength={30}
        data-test="profile-username-input"
        {...fieldProps('username')}
      />
      <TextField
        label="E-mail"
        id="edit-profile-email"
        type="email"
        autoComplete="email"
        required
        maxLength={40}
        data-test="profile-email-input"
        {...fieldProps('email')}
      />
      <ModalActions>
        <button type="button" onClick={onCancel} data-test="cancel-profile" className={modalCancelClass}>
          Cancel
        </button>
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} data-test="save-profile" className={modalPrimaryClass}>
          {isSubmitting ? 'Saving…' : 'Save Changes'}
        </button>
      </ModalActions>
    </form>
  );
}
