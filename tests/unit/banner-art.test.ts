import { describe, expect, it } from 'vitest';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerPng, bannerRgba } from '@/lib/db/seed/media/banner-art';
import { decodePng } from '../helpers/png-decode';

const PIXELS = BANNER_WIDTH * BANNER_HEIGHT;

function luminance(rgba: Uint8Array, i: number): number {
  return 0.2126 * rgba[i] + 0.7152 * rgba[i + 1] + 0.0722 * rgba[i + 2];
}

/** Share of pixels whose colour differs by more than 24 levels in some channel. */
function differingShare(a: Uint8Array, b: Uint8Array): number {
  let differing = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2])) > 24) differing++;
  }
  return differing / PIXELS;
}

function meanLuminance(rgba: Uint8Array, x0: number, x1: number): number {
  let sum = 0;
  for (let y = 0; y < BANNER_HEIGHT; y++) {
    for (let x = x0; x < x1; x++) sum += luminance(rgba, (y * BANNER_WIDTH + x) * 4);
  }
  return sum / ((x1 - x0) * BANNER_HEIGHT);
}

const variants = [0, 1, 2, 3].map((variant) => ({ variant, rgba: bannerRgba(variant) }));

describe('bannerPng', () => {
  const file = bannerPng(1);
  const png = decodePng(file);

  it('is a valid 1200x600 PNG whose chunks all pass their CRC', () => {
    expect({ width: png.width, height: png.height }).toEqual({ width: 1200, height: 600 });
    expect(png.chunks.every((c) => c.crcValid)).toBe(true);
    expect(png.inflated.length).toBe(BANNER_HEIGHT * (1 + BANNER_WIDTH * 4));
  });

  it('contains exactly the rendered artwork', () => {
    expect(Buffer.from(png.rgba).equals(Buffer.from(variants[1].rgba))).toBe(true);
  });

  it('is small enough to serve as a carousel image', () => {
    expect(file.length).toBeLessThan(600_000);
  });

  it('is deterministic: the same variant gives the same bytes', () => {
    expect(bannerPng(1).equals(file)).toBe(true);
  });

  it('refuses variants that are not non-negative integers', () => {
    expect(() => bannerPng(-1)).toThrow(RangeError);
    expect(() => bannerPng(0.5)).toThrow(RangeError);
  });
});

describe('banner artwork', () => {
  it('differs visibly between variants, including after the themes wrap around', () => {
    for (let a = 0; a < variants.length; a++) {
      for (let b = a + 1; b < variants.length; b++) {
        const share = differingShare(variants[a].rgba, variants[b].rgba);
        expect(share, `variants ${a} and ${b}`).toBeGreaterThan(0.2);
      }
    }
  });

  it.each(variants)('variant $variant is opaque, rich in colour and keeps the title side darker', ({ rgba }) => {
    const colours = new Set<number>();
    let opaque = true;
    for (let i = 0; i < rgba.length; i += 4) {
      colours.add((rgba[i] << 16) | (rgba[i + 1] << 8) | rgba[i + 2]);
      if (rgba[i + 3] !== 255) opaque = false;
    }
    expect(opaque).toBe(true);
    // A gradient with glows and anti-aliased shapes, not a flat fill.
    expect(colours.size).toBeGreaterThan(2000);
    // The title is laid over the left side in white; the artwork must stay dark there.
    const left = meanLuminance(rgba, 0, 400);
    expect(left).toBeLessThan(90);
    expect(meanLuminance(rgba, 700, 1200)).toBeGreaterThan(left + 20);
  });
});
