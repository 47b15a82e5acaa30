import 'server-only';
import { env } from '../env';

// The peer address is written by server.mjs from the socket, overwriting anything a client sent.
export const PEER_IP_HEADER = 'x-qa-peer-ip';

/**
 * The client's IP for rate limiting. X-Forwarded-For is only read when TRUSTED_PROXY_HOPS says how
 * many reverse proxies in front of us append to it; entries left of those are client-controlled and
 * ignored, so rotating the header does not give a client a fresh bucket.
 */
export function clientIp(headers: Headers): string {
  const peer = headers.get(PEER_IP_HEADER)?.trim() || 'unknown';
  const hops = env().TRUSTED_PROXY_HOPS;
  if (hops === 0) return peer;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  chain.push(peer);
  // The last `hops` entries were appended by our proxies (the final one is the nearest proxy itself).
  return chain[Math.max(0, chain.length - 1 - hops)] ?? peer;
}
