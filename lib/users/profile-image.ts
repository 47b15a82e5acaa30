// Safe for browser code too (no 'server-only'): client tables show the same photos as server pages.

/** URL of a profile photo, or null for the default avatar. */
export function profileImageUrl(fileName: string | null): string | null {
  return fileName ? `/api/profile/${encodeURIComponent(fileName)}` : null;
}
