import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../env';

export const SHARED_SECRET_REQUIRED =
  'BETTER_AUTH_SECRET is required with DATABASE_URL: every instance serving the database must sign sessions with the same secret. ' +
  'Set it to the same random value (at least 32 characters, e.g. `openssl rand -base64 32`) on each instance.';

/**
 * With PostgreSQL several instances may serve the site, and a session made on one must work on the
 * others: a secret of each instance's own would not. The server refuses to start (lib/db/bootstrap.ts).
 */
export function assertSharedSecret(): void {
  const { DATABASE_URL, BETTER_AUTH_SECRET } = env();
  if (DATABASE_URL && !BETTER_AUTH_SECRET) throw new Error(SHARED_SECRET_REQUIRED);
}

// Sessions are signed with this secret. Without BETTER_AUTH_SECRET (embedded database only) a random
// one is made once and kept beside the embedded database, so restarts do not log everyone out.
export function authSecret(): string {
  const configured = env().BETTER_AUTH_SECRET;
  if (configured) return configured;
  assertSharedSecret();
  const file = path.join(path.dirname(path.resolve(env().PGLITE_DIR)), '.auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
