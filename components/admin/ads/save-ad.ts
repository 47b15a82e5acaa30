import type { PublicAd } from '@/lib/ads/queries';
import { uploadWithProgress, type UploadReply } from '@/lib/client/upload-with-progress';
import { mediaKindOf } from './ad-media';

interface SaveAdRequest {
  /** The ad being edited (PUT /api/ads/{id}), or null to create one (POST /api/ads). */
  editing: PublicAd | null;
  title: string;
  /** The new image or video; null on an edit keeps the current media. */
  file: File | null;
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

/**
 * POST /api/ads and PUT /api/ads/{id} (docs/product.md#rest-api): multipart title, ads (the file) and type. The server
 * reads the real type from the file's bytes and ignores `type`; it is sent for API clients that expect it.
 * The file goes last, so the server has read the text fields by the time the large part streams in.
 */
export function saveAd({ editing, title, file, onProgress, signal }: SaveAdRequest): Promise<UploadReply<Partial<PublicAd>>> {
  const form = new FormData();
  form.append('title', title);
  form.append('type', file ? mediaKindOf(file.type) : (editing?.type ?? 'image'));
  if (file) form.append('ads', file);
  const url = editing ? `/api/ads/${editing.id}` : '/api/ads';
  return uploadWithProgress<Partial<PublicAd>>(url, form, { method: editing ? 'PUT' : 'POST', onProgress, signal });
}
