'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { rememberEmail, setIdentity, useIdentity } from '@/components/auth/identity-store';
import { Modal, ModalActions, modalCancelClass, modalPrimaryClass } from '@/components/ui/modal';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { TextField } from '@/components/ui/text-field';
import { toIdentity } from '@/lib/auth/identity';
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
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { username: user.username, email: user.email },
  });

  async function onSubmit(values: { username: string; email: string }) {
    setNotice(null);
    try {
      const response = await fetch(`/api/users/update-profile/${encodeURIComponent(user.id)}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(values),
      });
      const data = (await response.json().catch(() => null)) as UpdateProfileReply | null;
      if (response.status === 401) {
        onSessionExpired();
        return;
      }
      if (response.status !== 200 || !data) {
        const shown: string[] = [];
        for (const field of ['username', 'email'] as const) {
          const message = data?.errors?.[field];
          if (message) {
            setError(field, { type: 'server', message });
            shown.push(message);
          }
        }
        const message = data?.message || MSG.profileUpdateFailed;
        // A message already shown under its field is not repeated above the form.
        if (!shown.includes(message)) setNotice({ status: response.status, message });
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
    } catch {
      setNotice({ status: 0, message: MSG.profileUpdateError });
    }
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
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="E-mail"
        id="edit-profile-email"
        type="email"
        autoComplete="email"
        required
        maxLength={40}
        data-test="profile-email-input"
        error={errors.email?.message}
        {...register('email')}
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
