// No 'server-only' here: the admin ad grid (a client component) and the home carousel build the
// same media address, so it lives apart from the server-only queries.

/** Where the browser loads an ad's image or video from (SPEC §7 media location {api base}/ads/{file}). */
export function adMediaUrl(media: string): string {
  return `/api/ads/${encodeURIComponent(media)}`;
}
