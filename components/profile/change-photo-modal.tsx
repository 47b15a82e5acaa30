'use client';

import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { fileInputClass, ImagePreview, useImagePreview } from '@/components/ui/image-preview';
import { Modal, ModalFormActions } from '@/components/ui/modal';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { fetchReply, NETWORK_ERROR_MESSAGE } from '@/lib/client/post-json';
import { MSG } from '@/lib/messages';
import { PROFILE_PHOTO_MAX_BYTES, profilePhotoProblem } from '@/lib/validation/photo';

// docs/product.md#profile: a refused file is shown 6 s, a server error 5 s.
const CLIENT_PROBLEM_MS = 6000;
const SERVER_PROBLEM_MS = 5000;
const MAX_MB = PROFILE_PHOTO_MAX_BYTES / (1024 * 1024);

interface ChangePhotoModalProps {
  open: boolean;
  onClose: () => void;
  userId: string;
  /** The upload succeeded: the page shows the notice, closes the modal and reads the profile again. */
  onUploaded: (notice: Notice) => void;
  /** 401: the session is gone. */
  onSessionExpired: () => void;
}

/** Change Photo (docs/product.md#profile): one image file (at most 4 MB), previewed before it is sent. */
export function ChangePhotoModal({ open, onClose, ...formProps }: ChangePhotoModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Change Photo"
      description={`Choose an image of at most ${MAX_MB} MB.`}
      testId="change-photo-dialog"
    >
      <ChangePhotoForm onCancel={onClose} {...formProps} />
    </Modal>
  );
}

interface UploadReply {
  data?: string;
  message?: string;
  profile?: string;
}

function ChangePhotoForm({
  userId,
  onCancel,
  onUploaded,
  onSessionExpired,
}: Omit<ChangePhotoModalProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, preview] = useImagePreview();
  const [problem, setProblem] = useState<{ notice: Notice; ms: number } | null>(null);
  const [uploading, setUploading] = useState(false);

  function showProblem(message: string, status: number, ms: number) {
    setProblem({ notice: { status, message }, ms });
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    preview(chosen);
    const refused = chosen ? profilePhotoProblem(chosen) : null;
    setProblem(refused ? { notice: { status: 400, message: refused }, ms: CLIENT_PROBLEM_MS } : null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const refused = profilePhotoProblem(file);
    if (refused || !file) {
      showProblem(refused ?? MSG.profilePhoto, 400, CLIENT_PROBLEM_MS);
      return;
    }
    setProblem(null);
    setUploading(true);
    const body = new FormData();
    body.append('profile', file);
    const { status, data } = await fetchReply<UploadReply>(`/api/users/upload-profile/${encodeURIComponent(userId)}`, {
      method: 'POST',
      body,
    });
    setUploading(false);
    if (status === 0) {
      showProblem(NETWORK_ERROR_MESSAGE, 0, SERVER_PROBLEM_MS);
      return;
    }
    if (status === 401) {
      onSessionExpired();
      return;
    }
    if (status !== 200) {
      showProblem(data?.message || 'The photo could not be uploaded. Please try again.', status, SERVER_PROBLEM_MS);
      return;
    }
    onUploaded({ status: 200, message: (data?.data || data?.message || 'Profile photo updated.').toUpperCase() });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5" aria-label="Change photo">
      <NoticeBanner notice={problem?.notice ?? null} hideAfterMs={problem?.ms} />
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
          Profile photo
        </label>
        <input
          id={inputId}
          name="profile"
          type="file"
          accept="image/*"
          required
          onChange={handleChange}
          data-test="photo-input"
          className={fileInputClass}
        />
      </div>
      {previewUrl ? (
        <ImagePreview url={previewUrl} alt="Preview of the chosen photo" caption={file?.name} testId="photo-preview" size="large" />
      ) : null}
      <ModalFormActions
        onCancel={onCancel}
        busy={uploading}
        label="Upload"
        busyLabel="Uploading…"
        cancelTestId="cancel-photo"
        submitTestId="upload-photo"
      />
    </form>
  );
}
