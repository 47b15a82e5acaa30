// No 'server-only' here: the admin ad grid (a client component) and the home carousel build the
// same media address, so it lives apart from the server-only queries.

/** Where the browser loads an ad's image or video from (GET /api/ads/{file}, docs/product.md#rest-api). */
export function adMediaUrl(media: string): string {
  return `/api/ads/${encodeURIComponent(media)}`;
}
