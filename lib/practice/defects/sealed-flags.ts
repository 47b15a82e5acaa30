// An exercise page's planted-defect flags in one fixed-length opaque value (docs/architecture.md#defects-one-at-a-time).
// The server seals them once per reply with fresh random bytes, so two replies differ in this value whatever is live
// (clean or not, in a run or not) and a diff of replies names no round; the page's own script unseals them after
// hydration. It is a mask, not a secret: the page has to read it, and so can anyone who reads this file. What makes
// reading it worthless is that a kill needs the defect reached (the page's evidence, or the server's branch).
//
// Layout: base64url(nonce ‖ (bits XOR nonce)), NONCE_BYTES each, so 43 characters for every exercise. Bit i is the
// flag of the i-th key in sorted order, so the order the keys travel in does not matter. Pure, for both sides.

const NONCE_BYTES = 16;
/** The most flags one value holds: one bit each. */
export const MAX_SEALED_FLAGS = NONCE_BYTES * 8;
/** The length of every sealed value. */
export const SEALED_FLAGS_LENGTH = Math.ceil((NONCE_BYTES * 2 * 4) / 3);

/** What a page receives: its neutral page keys (the same in every reply) and the sealed value. */
export interface SealedPlanted {
  keys: readonly string[];
  sealed: string;
}

const sortedKeys = (keys: Iterable<string>) => [...keys].sort();

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Seals the flags with fresh random bytes: a new value on every call, of the same length. */
export function sealPlanted(flags: Readonly<Record<string, boolean>>): SealedPlanted {
  const keys = sortedKeys(Object.keys(flags));
  if (keys.length > MAX_SEALED_FLAGS) throw new Error(`At most ${MAX_SEALED_FLAGS} page flags fit in a sealed value.`);
  const nonce = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const masked = new Uint8Array(NONCE_BYTES);
  keys.forEach((key, index) => {
    if (flags[key] === true) masked[index >> 3] |= 1 << (index & 7);
  });
  for (let index = 0; index < NONCE_BYTES; index++) masked[index] ^= nonce[index];
  const bytes = new Uint8Array(NONCE_BYTES * 2);
  bytes.set(nonce);
  bytes.set(masked, NONCE_BYTES);
  return { keys, sealed: toBase64Url(bytes) };
}

/** Every key off: what a page renders on the server and until its script has unsealed the flags. */
export function cleanPlanted(keys: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(keys.map((key) => [key, false]));
}

/** The flags a sealed value carries; all off for a value that is not one (nothing planted is the safe reading). */
export function unsealPlanted({ keys, sealed }: SealedPlanted): Record<string, boolean> {
  const sorted = sortedKeys(keys);
  const bytes = sealed.length === SEALED_FLAGS_LENGTH ? fromBase64Url(sealed) : null;
  if (!bytes || bytes.length !== NONCE_BYTES * 2) return cleanPlanted(sorted);
  return Object.fromEntries(
    sorted.map((key, index) => {
      const byte = index >> 3;
      return [key, ((bytes[NONCE_BYTES + byte] ^ bytes[byte]) & (1 << (index & 7))) !== 0];
    }),
  );
}
