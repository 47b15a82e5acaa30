import { describe, expect, it } from 'vitest';
import { pickEncoding } from '@/lib/fast-path/content-encoding';

describe('pickEncoding', () => {
  it('prefers Brotli, then gzip, and sends plain bytes to clients that ask for neither', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
  });

  it('respects a coding refused with q=0', () => {
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBe('identity');
  });
});
