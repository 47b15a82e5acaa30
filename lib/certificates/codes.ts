import 'server-only';
import crypto from 'node:crypto';

// Verification codes (docs/product.md#certificates): 80 random bits in Crockford's base 32, which leaves out the
// letters people misread (I, L, O, U), as four groups of four. Nobody can guess a code, so a verification page can
// be public; the format is CERTIFICATE_CODE in lib/validation/certificates.ts.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newCertificateCode(): string {
  const bytes = crypto.randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = 15; index >= 0; index--) code += ALPHABET[Number((bits >> BigInt(index * 5)) & 31n)];
  return code.match(/.{4}/g)!.join('-');
}
