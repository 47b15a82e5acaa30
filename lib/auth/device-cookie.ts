import 'server-only';
import crypto from 'node:crypto';
import { authSecret } from './secret';
import { cookieSecure } from './cookie-secure';

// OWASP's device cookies (Slow Brute Force and Account Lockout, "device cookies"): a browser that signed in to an
// account gets a cookie, signed with the server's secret, that names the account; a login presenting it is known to
// come from the owner's own device and is served before anyone else's (lib/security/login-throttle.ts). The cookie
// names the account by a keyed hash of its address, so it tells nothing to whoever reads it, and holds a random nonce
// per device, so wrong passwords sent with one device's cookie withdraw that device's trust alone.
// One cookie holds the entries of the last few accounts signed in from the browser (a classroom's shared computer).

export const DEVICE_COOKIE = 'qa_known_device';
const MAX_ACCOUNTS = 8;
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const TAG_BYTES = 16;
const NONCE_BYTES = 12;
const MAC_BYTES = 16;
const ENTRY_BYTES = TAG_BYTES + NONCE_BYTES + MAC_BYTES;

/** A valid entry of the device cookie: the account it names (as a tag) and the device's nonce. */
export interface KnownDevice {
  /** The device's nonce, hex: the key of its failure counter. */
  id: string;
}

const hmac = (purpose: string, data: Buffer | string) =>
  crypto.createHmac('sha256', authSecret()).update(`qa-academy/device-cookie/${purpose}\0`).update(data).digest();

const accountTag = (email: string) => hmac('account', email.trim().toLowerCase()).subarray(0, TAG_BYTES);
const macOf = (tagAndNonce: Buffer) => hmac('entry', tagAndNonce).subarray(0, MAC_BYTES);

function entries(headers: Headers): Buffer[] {
  const raw = headers
    .get('cookie')
    ?.split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  if (!raw) return [];
  return raw
    .split('.')
    .slice(0, MAX_ACCOUNTS)
    .map((part) => Buffer.from(part, 'base64url'))
    .filter((entry) => entry.length === ENTRY_BYTES && crypto.timingSafeEqual(macOf(entry.subarray(0, TAG_BYTES + NONCE_BYTES)), entry.subarray(TAG_BYTES + NONCE_BYTES)));
}

/** The device, when the request carries a validly signed entry naming this account; null otherwise (forged, another account's, none). */
export function knownDeviceFor(headers: Headers, email: string): KnownDevice | null {
  const tag = accountTag(email);
  const entry = entries(headers).find((candidate) => candidate.subarray(0, TAG_BYTES).equals(tag));
  return entry ? { id: entry.subarray(TAG_BYTES, TAG_BYTES + NONCE_BYTES).toString('hex') } : null;
}

/**
 * The Set-Cookie line after a successful login to `email`: this account's entry first (the device's own, or a new one),
 * then the browser's other valid entries, at most MAX_ACCOUNTS. Sent only to the login route, never readable by scripts.
 */
export function deviceCookieAfterLogin(headers: Headers, email: string): string {
  const tag = accountTag(email);
  const valid = entries(headers);
  let own = valid.find((entry) => entry.subarray(0, TAG_BYTES).equals(tag));
  if (!own) {
    const tagAndNonce = Buffer.concat([tag, crypto.randomBytes(NONCE_BYTES)]);
    own = Buffer.concat([tagAndNonce, macOf(tagAndNonce)]);
  }
  const kept = [own, ...valid.filter((entry) => !entry.subarray(0, TAG_BYTES).equals(tag))].slice(0, MAX_ACCOUNTS);
  const value = kept.map((entry) => entry.toString('base64url')).join('.');
  const attributes = [`${DEVICE_COOKIE}=${value}`, 'Path=/api/auth/login', `Max-Age=${YEAR_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
  if (cookieSecure()) attributes.push('Secure');
  return attributes.join('; ');
}
