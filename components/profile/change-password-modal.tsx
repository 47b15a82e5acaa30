'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { logout } from '@/components/auth/logout';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Modal, ModalActions, modalCancelClass, modalPrimaryClass } from '@/components/ui/modal';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { PasswordInput } from '@/components/ui/password-input';
import { fetchReply, jsonBody, NETWORK_ERROR_MESSAGE } from '@/lib/client/post-json';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/validation/account';

interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
  userId: string;
  /** 401: the session is gone. */
  onSessionExpired: () => void;
}

/** SPEC §2.4 Change Password: current and new password; success logs the user out (SPEC §4). */
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
  const [notice, setNotice] = useState<Notice | null>(null);
  // After a success the session is ending: the buttons stay disabled while the login page loads.
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(changePasswordSchema, { defaultValues: { currentPassword: '', newPassword: '' } });

  async function onSubmit(values: ChangePasswordInput) {
    setNotice(null);
    const { status, data } = await fetchReply(`/api/auth/change-password/${encodeURIComponent(userId)}`, {
      method: 'POST',
      ...jsonBody(values),
    });
    if (status === 0) {
      setNotice({ status: 0, message: NETWORK_ERROR_MESSAGE });
      return;
    }
    if (status === 401) {
      onSessionExpired();
      return;
    }
    if (status !== 200) {
      setNotice({ status, message: data?.message || 'The password could not be changed. Please try again.' });
      return;
    }
    setDone(true);
    if (data?.message) setNotice({ status: 200, message: data.message });
    // SPEC §4: a changed password ends the session; the user logs in again with the new one.
    // logout() clears the identity and goes to /login even when its request fails.
    await logout(router.push).catch(() => undefined);
  }

  const busy = isSubmitting || done;
  const problem = errors.currentPassword?.message ?? errors.newPassword?.message;

  // SPEC §5 has one message for both fields: say it once, and point both fields at it.
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
      <ModalActions>
        <button type="button" onClick={onCancel} disabled={busy} data-test="cancel-password" className={modalCancelClass}>
          Cancel
        </button>
        <button type="submit" disabled={busy} aria-busy={busy} data-test="submit-password" className={modalPrimaryClass}>
          {busy ? 'Changing…' : 'Change Password'}
        </button>
      </ModalActions>
    </form>
  );
}
