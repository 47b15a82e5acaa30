import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Secrets are 32 random bytes (256 bits) behind a recognisable prefix (./token-format.ts). Only their SHA-256 is
// stored: a plain, fast hash is enough because the input is high-entropy random, not a password a person chose,
// so there is nothing to guess from a leaked hash; a slow hash (scrypt) would cost the bearer check its speed.

/** A fresh secret with the given prefix, e.g. `qap_` + 43 base64url characters. */
export function newSecret(prefix: string): string {
  return prefix + randomBytes(32).toString('base64url');
}

/** A fresh public identifier (an OAuth client_id): not secret, only unique. */
export function newPublicId(prefix: string): string {
  return prefix + randomBytes(12).toString('hex');
}

/** What is stored for a secret, and what a presented one is looked up by: SHA-256, hex. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Compares a presented secret with a stored hash in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
