import { deflateSync } from 'node:zlib';

// A minimal PNG writer (8-bit RGBA, no interlace) so generated artwork needs no image library.
// Layout per the PNG spec: signature, IHDR, IDAT (zlib of filtered scanlines), IEND.

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const BYTES_PER_PIXEL = 4;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309, as PNG uses it) over one or more byte ranges taken as a single stream. */
export function crc32(...parts: Uint8Array[]): number {
  let crc = 0xffffffff;
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) crc = CRC_TABLE[(crc ^ part[i]) & 0xff] ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typeBytes = Buffer.from(type, 'latin1');
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  typeBytes.copy(out, 4);
  out.set(data, 8);
  // The CRC covers the chunk type and data, not the length.
  out.writeUInt32BE(crc32(typeBytes, data), 8 + data.length);
  return out;
}

function paeth(left: number, up: number, upLeft: number): number {
  const p = left + up - upLeft;
  const pa = Math.abs(p - left);
  const pb = Math.abs(p - up);
  const pc = Math.abs(p - upLeft);
  if (pa <= pb && pa <= pc) return left;
  return pb <= pc ? up : upLeft;
}

const FILTER_COUNT = 5;
// Up and Paeth usually win on smooth artwork; trying them first lets the others stop early.
const FILTER_TRIAL_ORDER = [2, 4, 1, 3, 0] as const;

function cost(residual: number): number {
  return residual < 128 ? residual : 256 - residual;
}

/**
 * Writes the residuals of one filter type for one scanline and returns their cost (sum of
 * |signed residual|), stopping once the cost reaches limit (that filter has already lost). One loop
 * per type, and the first pixel (which has no left neighbour) is handled apart, because this runs
 * up to five times over every byte of an image.
 */
function applyFilter(type: number, row: Uint8Array, prev: Uint8Array, target: Uint8Array, limit: number): number {
  const bpp = BYTES_PER_PIXEL;
  const n = row.length;
  let total = 0;
  let r = 0;
  switch (type) {
    case 0:
      for (let i = 0; i < n; i++) {
        target[i] = row[i];
        total += cost(row[i]);
        if (total >= limit) return total;
      }
      return total;
    case 1:
      for (let i = 0; i < bpp; i++) total += cost((target[i] = row[i]));
      for (let i = bpp; i < n; i++) {
        r = (row[i] - row[i - bpp]) & 0xff;
        target[i] = r;
        total += cost(r);
        if (total >= limit) return total;
      }
      return total;
    case 2:
      for (let i = 0; i < n; i++) {
        r = (row[i] - prev[i]) & 0xff;
        target[i] = r;
        total += cost(r);
        if (total >= limit) return total;
      }
      return total;
    case 3:
      for (let i = 0; i < bpp; i++) total += cost((target[i] = (row[i] - (prev[i] >>> 1)) & 0xff));
      for (let i = bpp; i < n; i++) {
        r = (row[i] - ((row[i - bpp] + prev[i]) >>> 1)) & 0xff;
        target[i] = r;
        total += cost(r);
        if (total >= limit) return total;
      }
      return total;
    default:
      // With no left neighbour Paeth predicts from the byte above.
      for (let i = 0; i < bpp; i++) total += cost((target[i] = (row[i] - prev[i]) & 0xff));
      for (let i = bpp; i < n; i++) {
        r = (row[i] - paeth(row[i - bpp], prev[i], prev[i - bpp])) & 0xff;
        target[i] = r;
        total += cost(r);
        if (total >= limit) return total;
      }
      return total;
  }
}

/**
 * Filters every scanline with each of the five PNG filters and keeps the one with the smallest
 * sum of absolute (signed) residuals, the heuristic libpng uses. Gradients then deflate to a
 * fraction of their unfiltered size.
 */
function filterScanlines(rgba: Uint8Array, width: number, height: number): Buffer {
  const stride = width * BYTES_PER_PIXEL;
  const out = Buffer.alloc(height * (stride + 1));
  const candidates = Array.from({ length: FILTER_COUNT }, () => new Uint8Array(stride));
  const zeroRow = new Uint8Array(stride);

  for (let y = 0; y < height; y++) {
    const row = rgba.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? rgba.subarray((y - 1) * stride, y * stride) : zeroRow;
    let bestType = 0;
    let bestCost = Infinity;
    for (const type of FILTER_TRIAL_ORDER) {
      const rowCost = applyFilter(type, row, prev, candidates[type], bestCost);
      if (rowCost < bestCost) {
        bestCost = rowCost;
        bestType = type;
      }
    }
    const offset = y * (stride + 1);
    out[offset] = bestType;
    out.set(candidates[bestType], offset + 1);
  }
  return out;
}

/** Encodes width x height RGBA pixels (row-major, 4 bytes per pixel) as a PNG file. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`PNG size must be positive integers, got ${width}x${height}`);
  }
  if (rgba.length !== width * height * BYTES_PER_PIXEL) {
    throw new RangeError(`Expected ${width * height * BYTES_PER_PIXEL} RGBA bytes, got ${rgba.length}`);
  }

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: truecolour with alpha
  header[10] = 0; // compression: deflate
  header[11] = 0; // filter method: adaptive
  header[12] = 0; // interlace: none

  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    // Level 4: after adaptive filtering the higher levels cost 3-4x the time for about 10% smaller files.
    chunk('IDAT', deflateSync(filterScanlines(rgba, width, height), { level: 4 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
