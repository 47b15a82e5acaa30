import 'server-only';
import { addressKey } from '../../server/address-key.mjs';
import { env } from '../env';

// The peer address is written by server.mjs from the socket, overwriting anything a client sent.
export const PEER_IP_HEADER = 'x-qa-peer-ip';

/**
 * The entry of a comma-separated X-Forwarded-* header written by our nearest trusted proxies, or null
 * with no trusted proxy (TRUSTED_PROXY_HOPS=0): then every such header came from the client and is ignored.
 */
function forwardedEntries(headers: Headers, name: string): string[] | null {
  if (env().TRUSTED_PROXY_HOPS === 0) return null;
  return (headers.get(name) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The client for rate limiting, as a limit key (server/address-key.mjs: an IPv6 /64 is one client).
 * X-Forwarded-For is only read when TRUSTED_PROXY_HOPS says how many reverse proxies in front of us
 * append to it; entries left of those are client-controlled and ignored, so rotating the header does not
 * give a client a fresh bucket.
 */
export function clientIp(headers: Headers): string {
  const peer = headers.get(PEER_IP_HEADER)?.trim() || 'unknown';
  const chain = forwardedEntries(headers, 'x-forwarded-for');
  if (!chain) return addressKey(peer);
  chain.push(peer);
  // The last `hops` entries were appended by our proxies (the final one is the nearest proxy itself).
  return addressKey(chain[Math.max(0, chain.length - 1 - env().TRUSTED_PROXY_HOPS)] ?? peer);
}

/**
 * The host the browser addressed: the Host header, or behind trusted proxies the X-Forwarded-Host our
 * nearest proxy set (its last entry). Without trusted proxies a client could forge X-Forwarded-Host to
 * match a foreign Origin, so it is ignored.
 */
export function requestHost(headers: Headers): string | null {
  const forwarded = forwardedEntries(headers, 'x-forwarded-host');
  return forwarded?.at(-1) ?? headers.get('host');
}
