// File types are decided by their first bytes (magic numbers), never by the name or the client's
// Content-Type, so a renamed script or HTML page cannot pass as an image or a video.

export interface SniffedType {
  kind: 'image' | 'video';
  mime: string;
  ext: string;
}

/** Bytes needed to decide every type below. */
export const SNIFF_BYTES = 16;

const ascii = (head: Buffer, offset: number, text: string) => head.subarray(offset, offset + text.length).toString('latin1') === text;

export function sniffImage(head: Buffer): SniffedType | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { kind: 'image', mime: 'image/png', ext: 'png' };
  }
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return { kind: 'image', mime: 'image/webp', ext: 'webp' };
  return null;
}

export function sniffVideo(head: Buffer): SniffedType | null {
  if (ascii(head, 4, 'ftyp')) {
    const brand = head.subarray(8, 12).toString('latin1');
    if (brand === 'qt  ') return { kind: 'video', mime: 'video/quicktime', ext: 'mov' };
    return { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return { kind: 'video', mime: 'video/webm', ext: 'webm' };
  if (ascii(head, 0, 'OggS')) return { kind: 'video', mime: 'video/ogg', ext: 'ogv' };
  return null;
}

export function sniffImageOrVideo(head: Buffer): SniffedType | null {
  return sniffImage(head) ?? sniffVideo(head);
}

const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogv: 'video/ogg',
};

/** Stored names carry the extension chosen from the sniffed type, so it is safe to map back. */
export function mimeForStoredName(fileName: string): string {
  return MIME_BY_EXT[fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
