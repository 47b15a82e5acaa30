import { bannerPng } from '@/lib/db/seed/media/banner-art';

/** A real PNG (the project's own banner art) to upload. */
export function pngBytes(): Buffer {
  return bannerPng(0);
}

export function formWithFile(field: string, bytes: Buffer, name: string, type: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  form.append(field, new File([new Uint8Array(bytes)], name, { type }));
  return form;
}
