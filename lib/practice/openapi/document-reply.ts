import 'server-only';
import { createHash } from 'node:crypto';

// The document as a reply (docs/architecture.md#api-contract): public (it describes the API, it holds nothing of
// anyone's), revalidated on every use with its ETag, so a new release is seen at once and an unchanged one costs
// a 304.

export function documentReply(request: Request, text: string, contentType: string): Response {
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"`;
  const headers = { ETag: etag, 'Cache-Control': 'public, no-cache', 'Content-Type': contentType };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : text, { headers });
}
