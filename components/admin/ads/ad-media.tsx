interface AdMediaProps {
  /** The media address: an ad's /api/ads/{media}, or a blob: URL of a file chosen in the form. */
  src: string;
  type: 'image' | 'video';
  /** What the media shows, for screen readers. */
  label: string;
  testId?: string;
  className?: string;
}

/**
 * An ad's image or video as a preview (the grid, docs/product.md#admin-ads): an <img>, or a muted <video> with controls
 * that loads only its first frame until played, so a grid of videos does not download them all.
 */
export function AdMedia({ src, type, label, testId, className = '' }: AdMediaProps) {
  if (type === 'image') {
    return (
      // Our own immutable media route or a local blob: URL; the image optimiser would only add a copy.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={src} alt={label} loading="lazy" decoding="async" data-test={testId} className={`object-cover ${className}`} />
    );
  }
  return (
    <video
      src={src}
      muted
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      data-test={testId}
      className={`bg-black object-cover ${className}`}
    />
  );
}

/**
 * 'image' or 'video' from a file's declared MIME type (the API's `type`: the first part of it;
 * docs/product.md#data-model).
 */
export function mediaKindOf(mimeType: string): 'image' | 'video' {
  return mimeType.toLowerCase().startsWith('video/') ? 'video' : 'image';
}
