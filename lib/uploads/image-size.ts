// Reads a picture's width and height from its header, without decoding a single pixel, so an upload can be
// refused for what it would decode to (lib/uploads/image-limits.ts) while it is still streaming in. Our
// own reader rather than a library: four formats, each a fixed field or (JPEG) a walk over segment headers.
import type { ImageSize } from './image-limits';

/** Not enough bytes yet: feed more and ask again. */
export const NEED_MORE = 'need-more';
/** The bytes are not a header this reader understands. */
export const UNREADABLE = 'unreadable';
export type ImageSizeResult = ImageSize | typeof NEED_MORE | typeof UNREADABLE;

const latin1 = (bytes: Buffer, start: number, length: number) => bytes.subarray(start, start + length).toString('latin1');

/** `mime` is the type sniffed from the first bytes (lib/uploads/sniff.ts). */
export function readImageSize(head: Buffer, mime: string): ImageSizeResult {
  switch (mime) {
    case 'image/png':
      return pngSize(head);
    case 'image/gif':
      return head.length < 10 ? NEED_MORE : { width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
    case 'image/webp':
      return webpSize(head);
    case 'image/jpeg':
      return jpegSize(head);
    default:
      return UNREADABLE;
  }
}

// The first chunk must be IHDR, whose first fields are width and height (big-endian).
function pngSize(head: Buffer): ImageSizeResult {
  if (head.length < 24) return NEED_MORE;
  if (latin1(head, 12, 4) !== 'IHDR') return UNREADABLE;
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

// RIFF....WEBP, then one of three first chunks: lossy (VP8), lossless (VP8L) or extended (VP8X).
function webpSize(head: Buffer): ImageSizeResult {
  if (head.length < 30) return NEED_MORE;
  const chunk = latin1(head, 12, 4);
  if (chunk === 'VP8 ') return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = head.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
  return UNREADABLE;
}

// Markers that start a frame and carry its size: SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
const isFrameStart = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
// Markers without a length field.
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

// Walks the segments after SOI until the frame header: precision (1 byte), height, width (2 bytes each).
function jpegSize(head: Buffer): ImageSizeResult {
  let offset = 2;
  while (true) {
    if (offset + 4 > head.length) return NEED_MORE;
    if (head[offset] !== 0xff) return UNREADABLE;
    const marker = head[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (standsAlone(marker)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return UNREADABLE; // end of image, or scan data before any frame
    if (isFrameStart(marker)) {
      if (offset + 9 > head.length) return NEED_MORE;
      return { width: head.readUInt16BE(offset + 7), height: head.readUInt16BE(offset + 5) };
    }
    offset += 2 + head.readUInt16BE(offset + 2);
  }
}
