'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { logout } from '@/components/auth/logout';
import { asJsonReply, useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Modal, ModalFormActions } from '@/components/ui/modal';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { PasswordInput } from '@/components/ui/password-input';
import { fetchReply, jsonBody } from '@/lib/client/post-json';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/validation/account';
import { MSG } from '@/lib/messages';

interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
  userId: string;
  /** 401: the session is gone. */
  onSessionExpired: () => void;
}

/** Change Password (docs/product.md#profile): current and new password; success logs the user out. */
export function ChangePasswordModal({ open, onClose, ...formProps }: ChangePasswordModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Change Password"
      description="After the change you are logged out; log in again with the new password."
      testId="change-password-dialog"
    >
      <ChangePasswordForm onCancel={onClose} {...formProps} />
    </Modal>
  );
}

function ChangePasswordForm({
  userId,
  onCancel,
  onSessionExpired,
}: Omit<ChangePasswordModalProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const router = useRouter();
  const problemId = useId();
  // After a success the session is ending: the buttons stay disabled while the login page loads.
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(changePasswordSchema, { defaultValues: { currentPassword: '', newPassword: '' } });
  // The server's messages go to the banner: the one message for both fields (docs/product.md#profile) is shown
  // below them.
  const { notice, setNotice, send } = useFormSubmit({ onSessionExpired });

  async function onSubmit(values: ChangePasswordInput) {
    const request = fetchReply(`/api/auth/change-password/${encodeURIComponent(userId)}`, { method: 'POST', ...jsonBody(values) });
    const reply = await send(request.then((raw) => asJsonReply(raw)), MSG.passwordChangeFailed);
    if (!reply) return;
    setDone(true);
    if (reply.data.message) setNotice({ status: 200, message: reply.data.message });
    // docs/product.md#profile: a changed password ends the session; the user logs in again with the new one.
    // logout() clears the identity and goes to /login even when its request fails.
    await logout(router.push).catch(() => undefined);
  }

  const busy = isSubmitting || done;
  const problem = errors.currentPassword?.message ?? errors.newPassword?.message;

  // docs/product.md#profile has one message for both fields: say it once, and point both fields at it.
  function registerWithSharedProblem(name: keyof ChangePasswordInput) {
    const invalid = Boolean(errors[name]);
    return {
      'aria-invalid': invalid ? true : undefined,
      'aria-describedby': invalid ? problemId : undefined,
      ...register(name),
    };
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label="Change password">
      <NoticeBanner notice={notice} />
      <PasswordInput
        label="Current password"
        id="current-password"
        autoComplete="current-password"
        required
        data-test="current-password"
        {...registerWithSharedProblem('currentPassword')}
      />
      <PasswordInput
        label="New password"
        id="new-password"
        autoComplete="new-password"
        required
        data-test="new-password"
        {...registerWithSharedProblem('newPassword')}
      />
      {problem ? (
        <p id={problemId} role="alert" data-test="password-error" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <ModalFormActions
        onCancel={onCancel}
        busy={busy}
        label="Change Password"
        busyLabel="Changing…"
        cancelTestId="cancel-password"
        submitTestId="submit-password"
      />
    </form>
  );
}
