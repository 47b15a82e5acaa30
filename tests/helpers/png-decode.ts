import { crc32, inflateSync } from 'node:zlib';

// An independent PNG reader for the tests: it checks the container with zlib's own CRC-32 and
// reverses the scanline filters as the PNG specification defines them, without using lib/db/seed/media.

export interface PngChunk {
  type: string;
  data: Buffer;
  crcValid: boolean;
}

export interface DecodedPng {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlace: number;
  chunks: PngChunk[];
  inflated: Buffer;
  filterTypes: number[];
  rgba: Uint8Array;
}

export const PNG_SIGNATURE_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function readChunks(file: Buffer): PngChunk[] {
  if (!file.subarray(0, 8).equals(Buffer.from(PNG_SIGNATURE_BYTES))) throw new Error('not a PNG signature');
  const chunks: PngChunk[] = [];
  let offset = 8;
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const typeAndData = file.subarray(offset + 4, offset + 8 + length);
    const storedCrc = file.readUInt32BE(offset + 8 + length);
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      data: Buffer.from(typeAndData.subarray(4)),
      crcValid: crc32(typeAndData) === storedCrc,
    });
    offset += 12 + length;
  }
  if (offset !== file.length) throw new Error('trailing bytes after the last chunk');
  return chunks;
}

function paethPredictor(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  if (pb <= pc) return b;
  return c;
}

/** Decodes an 8-bit RGBA, non-interlaced PNG (the only kind the encoder writes). */
export function decodePng(file: Buffer): DecodedPng {
  const chunks = readChunks(file);
  const header = chunks[0].data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const inflated = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));

  const stride = width * 4;
  const rgba = new Uint8Array(width * height * 4);
  const filterTypes: number[] = [];
  if (inflated.length === height * (stride + 1)) {
    for (let y = 0; y < height; y++) {
      const filter = inflated[y * (stride + 1)];
      filterTypes.push(filter);
      for (let x = 0; x < stride; x++) {
        const raw = inflated[y * (stride + 1) + 1 + x];
        const a = x >= 4 ? rgba[y * stride + x - 4] : 0;
        const b = y > 0 ? rgba[(y - 1) * stride + x] : 0;
        const c = x >= 4 && y > 0 ? rgba[(y - 1) * stride + x - 4] : 0;
        const predictor = [0, a, b, Math.floor((a + b) / 2), paethPredictor(a, b, c)][filter];
        if (predictor === undefined) throw new Error(`unknown filter type ${filter} on row ${y}`);
        rgba[y * stride + x] = (raw + predictor) % 256;
      }
    }
  }
  return {
    width,
    height,
    bitDepth: header[8],
    colorType: header[9],
    interlace: header[12],
    chunks,
    inflated,
    filterTypes,
    rgba,
  };
}
