'use client';

import { useRouter } from 'next/navigation';
import { rememberEmail, setIdentity, useIdentity } from '@/components/auth/identity-store';
import { asJsonReply, useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { UsernameEmailFields } from '@/components/forms/username-email-fields';
import { Modal, ModalFormActions } from '@/components/ui/modal';
import { PasswordInput } from '@/components/ui/password-input';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { toIdentity } from '@/lib/auth/identity';
import { fetchReply, jsonBody } from '@/lib/client/post-json';
import type { UserProfile } from '@/lib/users/profile-types';
import { MSG } from '@/lib/messages';
import { updateProfileSchema, type UpdateProfileInput } from '@/lib/validation/account';

export type EditableUser = Pick<UserProfile, 'id' | 'username' | 'email'>;

interface EditProfileModalProps {
  open: boolean;
  onClose: () => void;
  user: EditableUser;
  /** A saved profile (no e-mail change): the page shows the notice, closes the modal and reads the profile again. */
  onSaved: (notice: Notice) => void;
  /** 401: the session is gone. */
  onSessionExpired: () => void;
}

/** Edit Profile (docs/product.md#profile): username and e-mail, both required; Cancel and Save Changes. */
export function EditProfileModal({ open, onClose, ...formProps }: EditProfileModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Edit Profile"
      description="To change your e-mail, enter your current password: your e-mail changes once you enter the code we send to the new address."
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
  const {
    fieldProps,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = useSchemaForm(updateProfileSchema, { defaultValues: { username: user.username, email: user.email, currentPassword: '' } });
  const { notice, send } = useFormSubmit({
    setError,
    fields: { username: 'username', email: 'email', currentPassword: 'currentPassword' },
    focus: false,
    onSessionExpired,
  });
  // The password is asked for only once the e-mail differs from the saved one (the server checks it then).
  const changingEmail = (watch('email') ?? '').trim().toLowerCase() !== user.email.toLowerCase();

  async function onSubmit(values: UpdateProfileInput) {
    const request = fetchReply<UpdateProfileReply>(`/api/users/update-profile/${encodeURIComponent(user.id)}`, {
      method: 'PUT',
      ...jsonBody(values),
    });
    const reply = await send(
      request.then((raw) => asJsonReply(raw, MSG.profileUpdateError)),
      MSG.profileUpdateFailed,
    );
    if (!reply) return;

    const { data } = reply;
    // While an e-mail change waits for its code the saved e-mail is still the old one.
    const saved = data.user ?? { ...user, username: values.username };
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
      rememberEmail(values.email);
      router.push('/verifyEmail');
      return;
    }
    onSaved({ status: 200, message: MSG.profileUpdated });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label="Edit profile">
      <NoticeBanner notice={notice} />
      <UsernameEmailFields
        idPrefix="edit-profile"
        testIds={{ username: 'profile-username-input', email: 'profile-email-input' }}
        ownAccount
        username={fieldProps('username')}
        email={fieldProps('email')}
      />
      {changingEmail ? (
        <PasswordInput
          label="Current password"
          id="edit-profile-current-password"
          autoComplete="current-password"
          required
          data-test="profile-current-password-input"
          {...fieldProps('currentPassword')}
        />
      ) : null}
      <ModalFormActions
        onCancel={onCancel}
        busy={isSubmitting}
        cancelDisabled={false}
        label="Save Changes"
        busyLabel="Saving…"
        cancelTestId="cancel-profile"
        submitTestId="save-profile"
      />
    </form>
  );
}
