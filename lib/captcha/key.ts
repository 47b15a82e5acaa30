import 'server-only';
import crypto from 'node:crypto';
import { authSecret } from '../auth/secret';
import { env } from '../env';

/**
 * The HMAC key that signs ALTCHA challenges. Without ALTCHA_HMAC_KEY it is derived from the auth
 * secret, so every process sharing that secret accepts the others' challenges, and a restart does not
 * invalidate a challenge a visitor is solving; a separate derivation keeps the two keys unrelated.
 */
export function altchaHmacKey(): string {
  const configured = env().ALTCHA_HMAC_KEY;
  if (configured) return configured;
  return crypto.createHmac('sha256', authSecret()).update('altcha').digest('hex');
}
