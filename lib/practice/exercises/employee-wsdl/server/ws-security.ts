import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { practiceOauthClients } from '@/lib/db/schema';
import { cachedCaller, callerGeneration, keepCaller, type PracticeCaller } from '@/lib/practice/credentials/caller-cache';
import { PRACTICE_CREDENTIAL_FIGURES } from '@/lib/practice/credentials/figures';
import { OauthError } from '@/lib/practice/credentials/oauth-errors';
import { authenticateClient } from '@/lib/practice/credentials/oauth-tokens';
import { hashSecret } from '@/lib/practice/credentials/secrets';
import { EMPLOYEE_WSDL_MSG as MSG } from '../messages';
import { NS, WSSE_PASSWORD_TEXT } from '../soap-names';
import { SoapFault } from './fault';
import { attributeOf, type XmlElement } from './xml-tree';

// WS-Security's UsernameToken (docs/practice/employee-wsdl.md#authentication): the learner's OAuth client id as
// Username and its secret as Password, in a wsse:Security header block. Only PasswordText can be checked: the lab
// stores the SHA-256 of a client secret, never the secret, and a PasswordDigest hashes the secret with a nonce, which
// cannot be checked against a hash. Nonce and Created may be sent and are not checked (nor is a Timestamp): the
// secret itself is the credential, as in the client credentials grant. A checked client is remembered like a bearer
// token (lib/practice/credentials/caller-cache.ts), so rotating or deleting the client ends it at once.

export const BEARER_REALM = { 'WWW-Authenticate': 'Bearer realm="practice"' };

const refused = (message: string) => new SoapFault('failedAuthentication', 401, message, 'INVALID_CREDENTIALS', undefined, BEARER_REALM);

const isWsse = (element: XmlElement, local: string) => element.ns === NS.wsse && element.local === local;

/** The header's wsse:Security blocks. */
export const securityBlocksOf = (headerBlocks: readonly XmlElement[]) => headerBlocks.filter((block) => isWsse(block, 'Security'));

function onlyChild(parent: XmlElement, local: string): XmlElement {
  const found = parent.children.filter((child) => isWsse(child, local));
  if (found.length !== 1 || found[0].children.length > 0) throw refused(MSG.usernameTokenShape);
  return found[0];
}

/** The client id and secret of the one UsernameToken in `security`. */
function usernameTokenOf(security: XmlElement): { clientId: string; clientSecret: string } {
  const tokens = security.children.filter((child) => isWsse(child, 'UsernameToken'));
  if (tokens.length !== 1) throw refused(MSG.usernameTokenShape);
  const username = onlyChild(tokens[0], 'Username');
  const password = onlyChild(tokens[0], 'Password');
  const type = attributeOf(password, null, 'Type');
  if (type !== undefined && type.trim() !== WSSE_PASSWORD_TEXT) throw refused(MSG.passwordDigest);
  if (username.text === '' || password.text === '') throw refused(MSG.usernameTokenShape);
  return { clientId: username.text, clientSecret: password.text };
}

const staleBefore = () => new Date(Date.now() - PRACTICE_CREDENTIAL_FIGURES.lastUsedEveryMs);

/** The learner whose OAuth client the Security block names, or the wsse:FailedAuthentication fault. */
export async function wsSecurityCallerOf(security: XmlElement): Promise<PracticeCaller> {
  const { clientId, clientSecret } = usernameTokenOf(security);
  const key = hashSecret(`ws-security\n${clientId}\n${clientSecret}`);
  const remembered = cachedCaller(key);
  if (remembered) return remembered;
  const generation = callerGeneration();
  let client;
  try {
    client = await authenticateClient({ clientId, clientSecret, basic: false });
  } catch (error) {
    if (error instanceof OauthError) throw refused(MSG.badClient);
    throw error;
  }
  // "Last used" on the credentials panel, at most once a minute (a remembered client is not looked up again sooner).
  const db = await getDb();
  await db
    .update(practiceOauthClients)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(practiceOauthClients.id, client.ref), or(isNull(practiceOauthClients.lastUsedAt), lt(practiceOauthClients.lastUsedAt, staleBefore()))));
  const caller: PracticeCaller = { userId: client.userId, via: 'oauth' };
  keepCaller(key, caller, Number.POSITIVE_INFINITY, generation);
  return caller;
}
