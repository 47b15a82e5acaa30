import 'server-only';
import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '../db/types';
import { accounts, users } from '../db/schema';
import { nextStudentId } from './student-id';

export interface NewUser {
  email: string;
  username: string;
  password: string;
  role?: 'admin' | 'student';
  emailVerified?: boolean;
  payStatus?: 'yes' | 'no';
  payMethod?: string | null;
  phone?: string | null;
}

/**
 * Creates a user with a password login the same way better-auth stores one (credential account,
 * better-auth's password hash), for the seed and for accounts an admin creates.
 */
export async function createUserWithPassword(db: Db, input: NewUser) {
  const id = crypto.randomUUID();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        id,
        email: input.email.toLowerCase(),
        username: input.username,
        role: input.role ?? 'student',
        emailVerified: input.emailVerified ?? false,
        payStatus: input.payStatus ?? 'no',
        payMethod: input.payMethod ?? null,
        phone: input.phone ?? null,
        studentId: await nextStudentId(tx as unknown as Db),
      })
      .returning();
    await tx.insert(accounts).values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
    return user;
  });
}
