import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { practiceOauthClients, users } from '@/lib/db/schema';
import { openSealedSecret } from '@/lib/practice/credentials/sealed-secret';
import { EMPLOYEE_WSDL_MSG as MSG } from '../messages';
import { refused, type UsernameToken } from './username-token';

// A PasswordDigest checked as the UsernameToken Profile 1.1 (§3.1) defines it: Base64(SHA-1(nonce + created +
// password)), the nonce as its decoded bytes, Created and the password as UTF-8. The password is the OAuth client's
// secret, opened from its seal (lib/practice/credentials/sealed-secret.ts); a client whose secret predates the seal
// cannot be checked this way, and the fault says to rotate it.

/** The profile's digest of a password with a token's nonce and Created. */
export function passwordDigestOf(nonce: Buffer, created: string, password: string): string {
  return createHash('sha1')
    .update(Buffer.concat([nonce, Buffer.from(created, 'utf8'), Buffer.from(password, 'utf8')]))
    .digest('base64');
}

/** The client (row id and learner) whose secret the token's digest was made with, or the FailedAuthentication fault. */
export async function clientOfDigest(token: UsernameToken): Promise<{ ref: number; userId: string }> {
  const db = await getDb();
  const [row] = await db
    .select({ ref: practiceOauthClients.id, userId: practiceOauthClients.userId, sealed: practiceOauthClients.secretSealed, banned: users.banned })
    .from(practiceOauthClients)
    .innerJoin(users, eq(users.id, practiceOauthClients.userId))
    .where(eq(practiceOauthClients.clientId, token.clientId));
  if (!row || row.banned) throw refused(MSG.badClient);
  const secret = row.sealed === null ? null : openSealedSecret(row.sealed);
  if (secret === null) throw refused(MSG.digestUnavailable);
  const expected = Buffer.from(passwordDigestOf(token.nonce!.bytes, token.created!.text, secret), 'utf8');
  const presented = Buffer.from(token.password, 'utf8');
  if (expected.length !== presented.length || !timingSafeEqual(expected, presented)) throw refused(MSG.badClient);
  return { ref: row.ref, userId: row.userId };
}
