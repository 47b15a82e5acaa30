// Next answers a path with invalid percent-encoding (/api/users/%ff) with a plain-text 500, and a
// decoded path holding a control character (%00) reaches page and route code that cannot store or
// look it up. Neither is a real address: both are answered 400 here, before Next sees them.

const CONTROL_CHARS = /[\u0000-\u001F\u007F]/;

/** Why the request target's path is not a usable address, or null when it is fine. */
export function badPathReason(url) {
  const target = url ?? '/';
  const queryAt = target.search(/[?#]/);
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return 'The address is not valid: it has a malformed percent-encoding.';
  }
  if (CONTROL_CHARS.test(decoded)) return 'The address is not valid: it contains control characters.';
  return null;
}

/** Answers 400 for a bad path (JSON {message} under /api, a short plain page elsewhere); true if it did. */
export function refuseBadPath(req, res) {
  const reason = badPathReason(req.url);
  if (!reason) return false;
  const isApi = (req.url ?? '').startsWith('/api/') || req.url === '/api';
  const body = isApi ? JSON.stringify({ message: reason }) : `400 Bad Request\n\n${reason}\n`;
  res.writeHead(400, {
    'Content-Type': isApi ? 'application/json' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
