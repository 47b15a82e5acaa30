'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { logout } from '@/components/auth/logout';
import { Modal, ModalActions, modalCancelClass, modalPrimaryClass } from '@/components/ui/modal';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { PasswordInput } from '@/components/ui/password-input';
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
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' } satisfies ChangePasswordInput,
  });

  async function onSubmit(values: ChangePasswordInput) {
    setNotice(null);
    try {
      const response = await fetch(`/api/auth/change-password/${encodeURIComponent(userId)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(values),
      });
      const data = (await response.json().catch(() => null)) as { message?: string } | null;
      if (response.status === 401) {
        onSessionExpired();
        return;
      }
      if (response.status !== 200) {
        setNotice({
          status: response.status,
          message: data?.message || 'The password could not be changed. Please try again.',
        });
        return;
      }
      setDone(true);
      if (data?.message) setNotice({ status: 200, message: data.message });
    } catch {
      setNotice({ status: 0, message: 'The server could not be reached. Please check your connection and try again.' });
      return;
    }
    // SPEC §4: a changed password ends the session; the user logs in again with the new one.
    // logout() clears the identity and goes to /login even when its request fails.
    await logout(router.push).catch(() => undefined);
  }

  const busy = isSubmitting || done;
  const problem = errors.currentPassword?.message ?? errors.newPassword?.message;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label="Change password">
      <NoticeBanner notice={notice} />
      <PasswordInput
        label="Current password"
        id="current-password"
        autoComplete="current-password"
        required
        data-test="current-password"
        aria-invalid={errors.currentPassword ? true : undefined}
        aria-describedby={errors.currentPassword ? problemId : undefined}
        {...register('currentPassword')}
      />
      <PasswordInput
        label="New password"
        id="new-password"
        autoComplete="new-password"
        required
        data-test="new-password"
        aria-invalid={errors.newPassword ? true : undefined}
        aria-describedby={errors.newPassword ? problemId : undefined}
        {...register('newPassword')}
      />
      {/* SPEC §5 has one message for both fields: say it once, and point both fields at it. */}
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
