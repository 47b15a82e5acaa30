import 'server-only';
import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { forgetUserAccess } from '../auth/user-access';
import { conflict, forbidden, notFound } from '../api/errors';
import { issueCode } from '../auth/codes';
import { CACHE_TAGS, invalidate } from '../cache/tags';
import { getDb } from '../db/client';
import { accounts, courses, enrollments, practiceDefectReports, practiceFiles, sessions, users } from '../db/schema';
import { removePracticeBytes } from '../practice/files/stored-bytes';
import { removeMedia } from '../storage';
import { MSG } from '../messages';
import { insertCredentialUser } from './create-user';
import { getUserProfile, toUserProfile, type UserProfile } from './profile';
import { isEmailTaken } from './register-student';
import { isUniqueViolation } from '../db/unique-violation';

// The admin Students page (docs/product.md#admin-students: the spec's stubs really work). Every function here is
// called only from admin-only route handlers; none of them ever answers a password hash or a code.

type UserRow = typeof users.$inferSelect;


/** Every student, newest first, with their course names: two queries whatever the number of rows. */
export async function listStudents(): Promise<UserProfile[]> {
  const db = await getDb();
  const rows = await db.select().from(users).where(eq(users.role, 'student')).orderBy(desc(users.createdAt), desc(users.id));
  if (rows.length === 0) return [];
  const enrolled = await db
    .select({ userId: enrollments.userId, name: courses.name })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(eq(users.role, 'student'))
    .orderBy(asc(courses.position), asc(courses.id));
  const byUser = new Map<string, string[]>();
  for (const row of enrolled) {
    const list = byUser.get(row.userId);
    if (list) list.push(row.name);
    else byUser.set(row.userId, [row.name]);
  }
  return rows.map((row) => toUserProfile(row, byUser.get(row.id) ?? []));
}

async function findUser(id: string): Promise<UserRow> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw notFound('User not found.');
  return user;
}

/**
 * Deletes a student with everything that is theirs: sessions (they are logged out at once), reviews,
 * enrolments, payments, practice data and login (database cascades, one transaction), then the files
 * kept in the media store: the profile photo and the practice lab's uploads.
 */
export async function deleteStudent(id: string, actingUserId: string): Promise<void> {
  if (id === actingUserId) throw conflict('You cannot delete your own account.');
  const user = await findUser(id);
  if (user.role === 'admin') throw forbidden('An admin account cannot be deleted here.');
  const db = await getDb();
  const practiceUploads = await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, id));
    // The cascade would delete these rows too, but their bytes are in the store: take their names first.
    const uploads = await tx.delete(practiceFiles).where(eq(practiceFiles.userId, id)).returning({ storageName: practiceFiles.storageName });
    const screenshots = await tx.delete(practiceDefectReports).where(eq(practiceDefectReports.userId, id)).returning({ storageName: practiceDefectReports.screenshot });
    await tx.delete(users).where(eq(users.id, id));
    return [...uploads, ...screenshots];
  });
  forgetUserAccess(id);
  await removePracticeBytes(practiceUploads.map((upload) => upload.storageName));
  // Their reviews disappear from the home page's Student Comments.
  invalidate(CACHE_TAGS.reviews);
  if (user.image) {
    await removeMedia('profile', user.image).catch((error: unknown) => {
      console.error('[admin] the deleted student\'s profile photo could not be removed', error);
    });
  }
}

export interface CreatedStudent {
  user: UserProfile;
  /** False when the account exists but the verification code could not be e-mailed (resend later). */
  codeSent: boolean;
}

/** Admin 'Register Student': an unverified student who is e-mailed a verification code. */
export async function createStudentByAdmin(input: {
  username: string;
  email: string;
  password: string;
  phone?: string | undefined;
}): Promise<CreatedStudent> {
  const db = await getDb();
  if (await isEmailTaken(db, input.email)) throw conflict(MSG.alreadyRegistered);
  const passwordHash = await hashPassword(input.password);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const user = await insertCredentialUser(
        tx,
        { username: input.username, email: input.email, phone: input.phone ?? null, role: 'student', emailVerified: false },
        passwordHash,
      );
      return user.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.alreadyRegistered);
    throw error;
  }
  let codeSent = true;
  try {
    await issueCode(input.email, 'email-verification');
  } catch (error) {
    console.error('[admin] the verification code could not be e-mailed', error);
    codeSent = false;
  }
  const user = await getUserProfile(db, id);
  if (!user) throw notFound('User not found.');
  return { user, codeSent };
}

/** Admin change-password modal: a new password for a student; every session of theirs ends. */
export async function adminSetPassword(id: string, newPassword: string): Promise<void> {
  const user = await findUser(id);
  if (user.role === 'admin') throw forbidden('An admin changes their own password from their profile.');
  const passwordHash = await hashPassword(newPassword);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(accounts)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, id), eq(accounts.providerId, 'credential')))
      .returning({ id: accounts.id });
    if (updated.length === 0) {
      await tx.insert(accounts).values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
    }
    await tx.delete(sessions).where(eq(sessions.userId, id));
  });
  forgetUserAccess(id);
}

/** Sends a fresh verification code to an unverified user (older codes stop working). */
export async function resendVerification(id: string): Promise<void> {
  const user = await findUser(id);
  if (user.emailVerified) throw conflict('This e-mail address is already verified.');
  await issueCode(user.email, 'email-verification');
}

