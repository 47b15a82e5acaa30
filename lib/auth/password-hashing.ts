import 'server-only';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

// Every password hash and check better-auth runs (lib/auth/auth.ts hands these to it), in one place: a login for an
// unknown address hashes the password it was given, one for a known address checks it, so both cost one scrypt run
// and take the same time (tests/integration/account-replies-same-work.test.ts counts them).

export const passwordHashing = {
  hash: (password: string): Promise<string> => hashPassword(password),
  verify: ({ hash, password }: { hash: string; password: string }): Promise<boolean> => verifyPassword({ hash, password }),
};
