import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { NEED_MORE, readImageSize, UNREADABLE } from '@/lib/uploads/image-size';

const blank = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3366cc' } });

describe('readImageSize reads width and height from the header alone', () => {
  it.each([
    ['image/png', () => blank(321, 123).png().toBuffer()],
    ['image/jpeg', () => blank(321, 123).jpeg().withMetadata({ exif: { IFD0: { Copyright: 'QA Academy' } } }).toBuffer()],
    ['image/gif', () => blank(321, 123).gif().toBuffer()],
    ['image/webp', () => blank(321, 123).webp().toBuffer()],
    ['image/webp', () => blank(321, 123).webp({ lossless: true }).toBuffer()],
  ])('%s', async (mime, make) => {
    const bytes = await make();
    expect(readImageSize(bytes, mime)).toEqual({ width: 321, height: 123 });
    expect(readImageSize(bytes.subarray(0, 8), mime)).toBe(NEED_MORE);
  });

  it('an extended WebP (VP8X) and a header that is not the format', async () => {
    const withAlpha = await sharp({ create: { width: 50, height: 40, channels: 4, background: '#0000' } }).webp().withMetadata().toBuffer();
    expect(readImageSize(withAlpha, 'image/webp')).toEqual({ width: 50, height: 40 });
    expect(readImageSize(Buffer.alloc(64), 'image/png')).toBe(UNREADABLE);
    expect(readImageSize(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0, 0, 0, 0]), 'image/jpeg')).toBe(UNREADABLE);
  });
});
