import 'server-only';
import { attachmentHeaders } from '@/lib/api/attachment-headers';

// A Postman file as a download: JSON, named as Postman names its exports, never kept stale by a cache.
export function jsonDownload(name: string, value: unknown): Response {
  const bytes = Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
  return new Response(new Uint8Array(bytes), { headers: { ...attachmentHeaders(name, 'application/json', bytes.length), 'Cache-Control': 'no-cache' } });
}
