import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { practiceOauthClients } from '@/lib/db/schema';
import { cachedCaller, callerGeneration, keepCaller, type PracticeCaller } from '@/lib/practice/credentials/caller-cache';
import { PRACTICE_CREDENTIAL_FIGURES } from '@/lib/practice/credentials/figures';
import { OauthError } from '@/lib/practice/credentials/oauth-errors';
import { authenticateClient } from '@/lib/practice/credentials/oauth-tokens';
import { hashSecret } from '@/lib/practice/credentials/secrets';
import { EMPLOYEE_LIMITS as L } from '../limits';
import { EMPLOYEE_WSDL_MSG as MSG } from '../messages';
import { NS } from '../soap-names';
import { acceptNonce } from './nonces';
import { clientOfDigest } from './password-digest';
import { refused, usernameTokenOf, type UsernameToken } from './username-token';
import type { XmlElement } from './xml-tree';

// WS-Security's UsernameToken (docs/practice/employee-wsdl.md#authentication): the learner's OAuth client id as
// Username and its secret as Password, in a wsse:Security header block, as PasswordText or as a PasswordDigest with
// Nonce and Created (./username-token.ts reads it, ./password-digest.ts checks a digest). A Created outside the
// service's window is refused, and so is a nonce already accepted (./nonces.ts), whichever password type carries it.
// A checked PasswordText is remembered like a bearer token (lib/practice/credentials/caller-cache.ts), so rotating or
// deleting the client ends it at once; a digest differs on every request, so it is checked against the database
// each time.

export { BEARER_REALM } from './username-token';

/** The header's wsse:Security blocks. */
export const securityBlocksOf = (headerBlocks: readonly XmlElement[]) => headerBlocks.filter((block) => block.ns === NS.wsse && block.local === 'Security');

const staleBefore = () => new Date(Date.now() - PRACTICE_CREDENTIAL_FIGURES.lastUsedEveryMs);

/** "Last used" on the credentials panel, at most once a minute. */
async function markUsed(ref: number): Promise<void> {
  const db = await getDb();
  await db
    .update(practiceOauthClients)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(practiceOauthClients.id, ref), or(isNull(practiceOauthClients.lastUsedAt), lt(practiceOauthClients.lastUsedAt, staleBefore()))));
}

async function plainTextCaller(token: UsernameToken): Promise<PracticeCaller> {
  const key = hashSecret(`ws-security\n${token.clientId}\n${token.password}`);
  const remembered = cachedCaller(key);
  if (remembered) return remembered;
  const generation = callerGeneration();
  let client;
  try {
    client = await authenticateClient({ clientId: token.clientId, clientSecret: token.password, basic: false });
  } catch (error) {
    if (error instanceof OauthError) throw refused(MSG.badClient);
    throw error;
  }
  await markUsed(client.ref);
  const caller: PracticeCaller = { userId: client.userId, via: 'oauth' };
  keepCaller(key, caller, Number.POSITIVE_INFINITY, generation);
  return caller;
}

async function digestCaller(token: UsernameToken): Promise<PracticeCaller> {
  const client = await clientOfDigest(token);
  await markUsed(client.ref);
  return { userId: client.userId, via: 'oauth' };
}

/** The learner whose OAuth client the Security block names, or the wsse:FailedAuthentication / wsu:MessageExpired fault. */
export async function wsSecurityCallerOf(security: XmlElement): Promise<PracticeCaller> {
  const token = usernameTokenOf(security);
  const caller = token.digest ? await digestCaller(token) : await plainTextCaller(token);
  // Only a checked credential's nonce is stored, so nobody can fill the table (or spoil a learner's nonce) by guessing.
  // Without Created the nonce is kept for the whole window.
  if (token.nonce) {
    const expiresAt = (token.created?.at ?? Date.now()) + L.createdWindowSeconds * 1000;
    if (!(await acceptNonce(token.clientId, token.nonce.text, expiresAt))) throw refused(MSG.nonceReplayed);
  }
  return caller;
}
