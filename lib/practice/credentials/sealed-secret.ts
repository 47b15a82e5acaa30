import 'server-only';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { authSecret } from '../../auth/secret';

// An OAuth client's secret, sealed so the Employee SOAP service can check a WS-Security PasswordDigest
// (Base64(SHA-1(nonce + created + password)), UsernameToken Profile 1.1): a digest can only be recomputed by a server
// that knows the password, which a hash alone cannot give back. AES-256-GCM under a key derived from the server's
// secret (lib/auth/secret.ts, the same on every instance), so the database alone does not reveal it; the hash stays
// what every other check looks secrets up by. A seal made under another server secret does not open (null), and the
// learner rotates the client's secret to get a new one.

const IV_BYTES = 12;
const TAG_BYTES = 16;

const sealKey = () => createHmac('sha256', authSecret()).update('practice-client-secret-seal').digest();

/** The secret sealed: base64url of IV, tag and ciphertext. */
export function sealSecret(secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealKey(), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The secret a seal holds, or null when it does not open (another server secret, or tampered). */
export function openSealedSecret(sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
