// The media types a stored file may have: the upload decides it from the file's first bytes (lib/uploads/sniff.ts),
// and the file is served with it. Named once for the areas that upload or serve media.

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;

export const IMAGE_NOTE = 'An image (PNG, JPEG, GIF or WebP, told by its bytes) of at most 4 MB, 8000 px a side and 40 megapixels.';
