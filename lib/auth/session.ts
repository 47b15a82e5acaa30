import 'server-only';
import { presentsPracticeCredential } from '../practice/credentials/token-format';
import { getAuth } from './auth';
import { toIdentity } from './identity';
import { cachedSession, keepSession, sessionCacheKey, sessionGeneration } from './session-cache';
import type { SessionInfo, SessionUser } from './session-types';

export type { SessionInfo, SessionUser } from './session-types';

/**
 * Resolves the session from a cookie or a bearer token; null when there is none or it expired. A session this
 * process checked recently is answered from memory (./session-cache.ts: dropped at once whenever it ends).
 */
export async function getSessionFromHeaders(headers: Headers): Promise<SessionInfo | null> {
  const key = sessionCacheKey(headers);
  if (key === null) return null;
  // A practice token or OAuth access token is never a session (docs/architecture.md#practice-credentials): a
  // request presenting one is refused by every page and product API, whatever cookie it also carries, and
  // better-auth's bearer plugin is not even asked.
  if (presentsPracticeCredential(headers.get('authorization'))) return null;
  const cached = cachedSession(key);
  if (cached) return cached;
  const generation = sessionGeneration();
  const auth = await getAuth();
  const result = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
  if (!result) return null;
  const user = result.user as unknown as SessionUser;
  if (user.banned) return null;
  const info: SessionInfo = { user, identity: toIdentity({ ...user, username: user.name }), sessionId: result.session.id };
  keepSession(key, info, new Date(result.session.expiresAt), generation);
  return info;
}
