import { describe, expect, it } from 'vitest';
import { newCertificateCode } from '@/lib/certificates/codes';
import { CERTIFICATE_CODE } from '@/lib/validation/certificates';

describe('certificate codes', () => {
  it('are four groups of four from the unambiguous alphabet, and never repeat', () => {
    const codes = new Set(Array.from({ length: 2000 }, newCertificateCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(CERTIFICATE_CODE);
    expect([...codes].join('')).not.toMatch(/[ILOU]/);
  });
});
