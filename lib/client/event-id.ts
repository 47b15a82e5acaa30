// A fresh id for a progress event (docs/product.md#progress): the server applies each id once per learner, so a
// request the browser repeats changes nothing. crypto.randomUUID needs a secure context; a site reached over plain
// HTTP on a local network has only getRandomValues, which makes the same kind of id (a version 4 UUID).

export function newEventId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
