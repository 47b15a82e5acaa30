'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { clearIdentity } from '@/components/auth/identity-store';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { usePageNotice } from '@/components/ui/use-page-notice';
import { ChangePasswordModal } from './change-password-modal';
import { ChangePhotoModal } from './change-photo-modal';
import { EditProfileModal, type EditableUser } from './edit-profile-modal';
import { buttonClasses } from '@/components/ui/button-styles';

type Dialog = 'edit' | 'photo' | 'password';

const primaryClass = buttonClasses('primary');
const secondaryClass = buttonClasses('secondary');

/**
 * The profile screen's three actions (docs/product.md#profile): Edit Profile, Change Photo and Change Password,
 * each in its own modal, and the banner that reports their results. `onChanged` reads the profile again after a saved
 * edit or a new photo.
 */
export function ProfileActions({ user, onChanged }: { user: EditableUser; onChanged: () => void }) {
  const router = useRouter();
  const [openDialog, setOpenDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = usePageNotice();

  const close = useCallback(() => setOpenDialog(null), []);

  const finish = useCallback((result: Notice) => {
    setOpenDialog(null);
    setNotice(result);
    onChanged();
  }, [setNotice, onChanged]);

  // 401: the session has ended on the server; forget the identity and log in again.
  const sessionExpired = useCallback(() => {
    setOpenDialog(null);
    clearIdentity();
    router.push('/login');
  }, [router]);

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:flex sm:flex-wrap">
        <button type="button" onClick={() => setOpenDialog('edit')} data-test="edit-profile" aria-haspopup="dialog" className={primaryClass}>
          Edit Profile
        </button>
        <button type="button" onClick={() => setOpenDialog('photo')} data-test="change-photo" aria-haspopup="dialog" className={secondaryClass}>
          Change Photo
        </button>
        <button
          type="button"
          onClick={() => setOpenDialog('password')}
          data-test="change-password"
          aria-haspopup="dialog"
          className={secondaryClass}
        >
          Change Password
        </button>
      </div>

      <NoticeBanner notice={notice} />

      <EditProfileModal
        open={openDialog === 'edit'}
        onClose={close}
        user={user}
        onSaved={finish}
        onSessionExpired={sessionExpired}
      />
      <ChangePhotoModal
        open={openDialog === 'photo'}
        onClose={close}
        userId={user.id}
        onUploaded={finish}
        onSessionExpired={sessionExpired}
      />
      <ChangePasswordModal
        open={openDialog === 'password'}
        onClose={close}
        userId={user.id}
        onSessionExpired={sessionExpired}
      />
    </div>
  );
}
