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

/**
 * The start of a PNG whose header declares `width` × `height` pixels, padded to `totalBytes`: enough for
 * anything that reads the header, which is what a picture "bomb" (tiny file, huge canvas) relies on.
 */
export function pngDeclaring(width: number, height: number, totalBytes = 64 * 1024): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, standard compression, filter and no interlace
  const chunk = Buffer.concat([Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR', 'latin1'), ihdr, Buffer.alloc(4)]);
  const head = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, totalBytes - head.length))]);
}
