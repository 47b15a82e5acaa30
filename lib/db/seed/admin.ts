import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { env } from '../../env';
import { users } from '../schema';
import { insertCredentialUser } from '../../users/create-user';
import type { Db } from '../types';
import { inSeedTransaction } from './lock';

export const DEFAULT_ADMIN_EMAIL = 'admin@qa-academy.local';

export interface EnsureAdminResult {
  created: boolean;
  email: string;
}

/**
 * Makes sure the academy has an administrator. The first start creates one from ADMIN_EMAIL /
 * ADMIN_PASSWORD, or with a generated password that is printed once, since it is stored only hashed.
 */
export async function ensureAdmin(db: Db, log: (line: string) => void): Promise<EnsureAdminResult> {
  const existing = await findAdminEmail(db);
  if (existing) return { created: false, email: existing };

  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
  // better-auth matches e-mails in lower case; storing any other case would make the login fail.
  const email = (ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const password = ADMIN_PASSWORD ?? crypto.randomBytes(12).toString('base64url');
  // Hashing is deliberately slow (scrypt); do it before taking the lock.
  const passwordHash = await hashPassword(password);

  const outcome = await inSeedTransaction(db, async (tx) => {
    const raced = await findAdminEmail(tx);
    if (raced) return { created: false, email: raced };

    const [taken] = await tx.select({ role: users.role }).from(users).where(eq(users.email, email)).limit(1);
    if (taken) {
      // Promoting that account would hand the admin role to whoever registered it.
      throw new Error(
        `Cannot create the admin account: ${email} is already registered as a ${taken.role}. ` +
          'Set ADMIN_EMAIL to an address that is not in use.',
      );
    }

    await insertCredentialUser(
      tx,
      { username: 'Academy Admin', email, emailVerified: true, role: 'admin', payStatus: 'yes' },
      passwordHash,
    );
    return { created: true, email };
  });

  if (outcome.created) {
    const shownPassword = ADMIN_PASSWORD ? '(from ADMIN_PASSWORD)' : password;
    const port = process.env.PORT || 3000;
    log(`Admin login: http://localhost:${port}/login  email=${email}  password=${shownPassword}`);
  }
  return outcome;
}

async function findAdminEmail(db: Pick<Db, 'select'>): Promise<string | null> {
  const [admin] = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin')).limit(1);
  return admin?.email ?? null;
}
