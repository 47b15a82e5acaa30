// The key a client address is counted under by every per-address limit (the rate limits in
// lib/security/rate-limit.ts and the unfinished-body cap in slow-body-guard.mjs).
// An IPv6 host is usually given a whole /64 and can pick any of its 2^64 addresses, so counting exact
// IPv6 addresses would hand one client endless fresh buckets: a /64 is one client. An IPv4 address
// (also when written IPv4-mapped, ::ffff:a.b.c.d) is one client as it is.
import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** Eight 16-bit groups of an IPv6 address, '::' expanded and an embedded IPv4 tail turned into two groups. */
function ipv6Groups(address) {
  let text = address.toLowerCase();
  const v4Tail = text.match(/(\d{1,3}(?:\.\d{1,3}){3})$/);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail[1].split('.').map(Number);
    text = text.slice(0, -v4Tail[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === null ? 0 : 8 - left.length - right.length;
  return [...left, ...Array(missing).fill('0'), ...right].map((group) => parseInt(group, 16));
}

/** '2001:db8:aa:1:dead:beef:0:7' → '2001:db8:aa:1::/64'; '::ffff:192.0.2.4' → '192.0.2.4'; others unchanged. */
export function addressKey(address) {
  const trimmed = (address ?? '').trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = trimmed.match(MAPPED_V4);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(trimmed)) return trimmed || 'unknown';
  const prefix = ipv6Groups(trimmed).slice(0, 4).map((group) => group.toString(16));
  return `${prefix.join(':')}::/64`;
}
