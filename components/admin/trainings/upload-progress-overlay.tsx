'use client';

import { useEffect, useRef } from 'react';
import { UploadProgressBar } from '@/components/ui/upload-progress-bar';

interface UploadProgressOverlayProps {
  percent: number;
  fileName: string;
  onCancel: () => void;
}

/**
 * Covers the upload form while a video is sent ('a progress percentage overlay', docs/product.md#admin-videos), so the
 * form cannot be sent twice; the list beside it stays usable. Focus moves to Cancel, the one control left. Once every
 * byte is sent the server is storing the video and aborting the request would not stop it: Cancel is then disabled,
 * rather than saying "Upload cancelled." of a video that is saved all the same.
 */
export function UploadProgressOverlay({ percent, fileName, onCancel }: UploadProgressOverlayProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  const finishing = percent >= 100;

  return (
    <div
      data-test="upload-overlay"
      className="absolute inset-0 z-10 flex items-center justify-center rounded-2xl bg-white/95 p-5 backdrop-blur-[2px] sm:p-8"
    >
      <div className="w-full max-w-sm text-center">
        <p aria-hidden="true" data-test="upload-overlay-percent" className="text-5xl font-bold tabular-nums text-brand-700">
          {percent}%
        </p>
        {/* Announced once per phase, not at every percent. */}
        <p role="status" className="mt-2 truncate text-sm text-slate-700">
          {finishing ? 'Upload sent, saving the video…' : `Uploading ${fileName}…`}
        </p>
        <div className="mt-4 text-left">
          <UploadProgressBar percent={percent} label="Upload progress" testId="upload-progress" />
        </div>
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          disabled={finishing}
          data-test="cancel-upload"
          className="mt-5 inline-flex cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:border-red-400 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-slate-300 disabled:hover:text-slate-800"
        >
          Cancel upload
        </button>
      </div>
    </div>
  );
}
