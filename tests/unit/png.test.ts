import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, encodePng } from '@/lib/db/seed/media/png';
import { decodePng, PNG_SIGNATURE_BYTES, readChunks } from '../helpers/png-decode';

type PixelFn = (x: number, y: number) => [number, number, number, number];

function makePixels(width: number, height: number, pixel: PixelFn): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rgba.set(pixel(x, y), (y * width + x) * 4);
  }
  return rgba;
}

// Deterministic pseudo-random bytes: noise defeats every predictor, so the encoder has to pick
// different filters on different rows, and alpha is not constant.
function noise(seed: number): PixelFn {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state >>> 24;
  };
  return () => [next(), next(), next(), next()];
}

const fixtures: Record<string, { width: number; height: number; pixel: PixelFn }> = {
  'random noise with varying alpha': { width: 7, height: 5, pixel: noise(42) },
  'horizontal gradient': { width: 64, height: 3, pixel: (x) => [x * 4, 255 - x * 4, 128, 255] },
  'vertical gradient': { width: 3, height: 64, pixel: (_x, y) => [y * 4, 10, 250 - y * 3, 200] },
  'diagonal gradient with a hard edge': {
    width: 40,
    height: 30,
    pixel: (x, y) => (x > y ? [x * 6, y * 8, 90, 255] : [255, 255, 255, 255]),
  },
  'single pixel': { width: 1, height: 1, pixel: () => [1, 2, 3, 4] },
};

describe('encodePng', () => {
  for (const [name, { width, height, pixel }] of Object.entries(fixtures)) {
    describe(name, () => {
      const rgba = makePixels(width, height, pixel);
      const file = encodePng(width, height, rgba);

      it('starts with the PNG signature', () => {
        expect([...file.subarray(0, 8)]).toEqual(PNG_SIGNATURE_BYTES);
      });

      it('has IHDR first, IDAT data and IEND last, each with a valid CRC', () => {
        const chunks = readChunks(file);
        expect(chunks[0].type).toBe('IHDR');
        expect(chunks[0].data.length).toBe(13);
        expect(chunks.at(-1)?.type).toBe('IEND');
        expect(chunks.at(-1)?.data.length).toBe(0);
        expect(chunks.filter((c) => c.type === 'IDAT').length).toBeGreaterThan(0);
        expect(chunks.filter((c) => !c.crcValid).map((c) => c.type)).toEqual([]);
      });

      it('declares the size and 8-bit RGBA without interlacing', () => {
        const png = decodePng(file);
        expect({ width: png.width, height: png.height }).toEqual({ width, height });
        expect({ bitDepth: png.bitDepth, colorType: png.colorType, interlace: png.interlace }).toEqual({
          bitDepth: 8,
          colorType: 6,
          interlace: 0,
        });
      });

      it('inflates to one filter byte plus width*4 bytes per row, and decodes to the original pixels', () => {
        const png = decodePng(file);
        expect(png.inflated.length).toBe(height * (1 + width * 4));
        expect(png.filterTypes.every((f) => f >= 0 && f <= 4)).toBe(true);
        expect(Buffer.from(png.rgba).equals(Buffer.from(rgba))).toBe(true);
      });
    });
  }

  it('chooses prediction filters, so a smooth gradient compresses far below its raw size', () => {
    const width = 256;
    const height = 256;
    const rgba = makePixels(width, height, (x, y) => [x, y, (x + y) >> 1, 255]);
    const png = encodePng(width, height, rgba);
    expect(png.length).toBeLessThan(rgba.length / 50);
    expect(decodePng(png).filterTypes.some((f) => f !== 0)).toBe(true);
  });

  it('detects a corrupted byte through the chunk CRC', () => {
    const file = encodePng(4, 4, makePixels(4, 4, noise(7)));
    const corrupted = Buffer.from(file);
    corrupted[8 + 8 + 13 + 4 + 8 + 2] ^= 0xff; // a byte inside the IDAT data
    expect(readChunks(corrupted).find((c) => c.type === 'IDAT')?.crcValid).toBe(false);
  });

  it('refuses pixel buffers that do not match the size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(15))).toThrow(RangeError);
    expect(() => encodePng(0, 2, new Uint8Array(0))).toThrow(RangeError);
    expect(() => encodePng(1.5, 2, new Uint8Array(12))).toThrow(RangeError);
  });
});

describe('crc32', () => {
  it('gives the standard CRC-32 check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('treats several parts as one stream and agrees with zlib', () => {
    const whole = Buffer.from('IHDR and some chunk data');
    expect(crc32(whole.subarray(0, 4), whole.subarray(4))).toBe(zlibCrc32(whole));
    expect(crc32(new Uint8Array(0))).toBe(0);
  });
});
