'use client';

import { useCallback, useEffect, useState } from 'react';

/** A file input's look: a bordered box whose "Choose file" button wears the brand colour. */
export const fileInputClass =
  'block w-full cursor-pointer rounded-lg border border-slate-300 text-sm text-slate-700 shadow-sm file:mr-3 file:cursor-pointer file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-700 hover:file:bg-brand-100 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/**
 * A local URL to preview the chosen file, or null when there is none or it is not an image. Each URL
 * holds the file in memory until revoked: when it is replaced, and when the form closes.
 */
export function useImagePreview(): [string | null, (file: File | null) => void] {
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const preview = useCallback((file: File | null) => {
    setPreviewUrl(file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null);
  }, []);

  return [previewUrl, preview];
}

const SIZES = {
  small: { pixels: 56, gap: 'gap-3', image: 'size-14' },
  large: { pixels: 80, gap: 'gap-4', image: 'size-20' },
} as const;

interface ImagePreviewProps {
  url: string;
  alt: string;
  /** The file's name, shown beside the image. */
  caption: string | undefined;
  testId: string;
  size: keyof typeof SIZES;
}

/** The chosen image as a round thumbnail with its file name, before it is uploaded. */
export function ImagePreview({ url, alt, caption, testId, size }: ImagePreviewProps) {
  const { pixels, gap, image } = SIZES[size];
  return (
    <figure className={`flex items-center ${gap} rounded-xl border border-slate-200 bg-slate-50 p-3`}>
      {/* A local blob: URL of the chosen file, which the image optimiser cannot load. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={url}
        alt={alt}
        width={pixels}
        height={pixels}
        data-test={testId}
        className={`${image} shrink-0 rounded-full object-cover ring-2 ring-white shadow`}
      />
      <figcaption className="min-w-0 text-sm break-words text-slate-600">{caption}</figcaption>
    </figure>
  );
}
