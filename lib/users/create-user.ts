import 'server-only';
import crypto from 'node:crypto';
import type { Db } from '../db/types';
import { accounts, users } from '../db/schema';
import { nextStudentId } from './student-id';

export interface NewUserFields {
  email: string;
  username: string;
  role?: 'admin' | 'student';
  emailVerified?: boolean;
  payStatus?: 'yes' | 'no';
  payMethod?: string | null;
  phone?: string | null;
}

type Tx = Pick<Db, 'insert' | 'execute'>;

/**
 * Inserts a user with a password login stored the way better-auth stores one (a 'credential' account
 * holding better-auth's hash). Callers hash first: scrypt is slow and should not run inside a transaction.
 */
export async function insertCredentialUser(tx: Tx, fields: NewUserFields, passwordHash: string) {
  const id = crypto.randomUUID();
  const [user] = await tx
    .insert(users)
    .values({
      id,
      email: fields.email.toLowerCase(),
      username: fields.username,
      role: fields.role ?? 'student',
      emailVerified: fields.emailVerified ?? false,
      payStatus: fields.payStatus ?? 'no',
      payMethod: fields.payMethod ?? null,
      phone: fields.phone ?? null,
      studentId: await nextStudentId(tx),
    })
    .returning();
  await tx.insert(accounts).values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
  return user;
}
