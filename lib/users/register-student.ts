import 'server-only';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { badRequest, conflict } from '../api/errors';
import { issueCode } from '../auth/codes';
import { existingCourseIds } from '../courses/queries';
import { getDb } from '../db/client';
import { findEnrolBatch, recordBatchEnrolment } from '../enrolments/batch';
import { enrollments, users } from '../db/schema';
import type { Db } from '../db/types';
import { MSG } from '../messages';
import { insertCredentialUser } from './create-user';
import { isUniqueViolation } from '../db/unique-violation';

export interface RegistrationInput {
  username: string;
  email: string;
  phone: string;
  password: string;
  selectedCourses: number[];
  /** A batch from the home page's schedule: its course is enrolled, with the batch recorded. */
  scheduleId?: number;
}


export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return Boolean(row);
}

/**
 * Creates a student with their chosen courses in one transaction, then e-mails a verification code.
 * Returns false when the account exists but the code could not be e-mailed (the user can resend).
 */
export async function registerStudent(input: RegistrationInput): Promise<{ codeSent: boolean }> {
  const db = await getDb();
  if (await isEmailTaken(db, input.email)) throw conflict(MSG.alreadyRegistered);
  const batch = input.scheduleId === undefined ? null : await findEnrolBatch(input.scheduleId, db);
  const ticked = [...new Set(input.selectedCourses)];
  const known = await existingCourseIds(db, ticked);
  if (known.size !== ticked.length) throw badRequest(MSG.coursesInvalid, { selectedCourses: MSG.coursesInvalid });
  // The batch's course is enrolled with its batch, ticked or not; the other ticked courses without one.
  const courseIds = ticked.filter((courseId) => courseId !== batch?.courseId);

  const passwordHash = await hashPassword(input.password);
  try {
    await db.transaction(async (tx) => {
      const user = await insertCredentialUser(
        tx,
        { username: input.username, email: input.email, phone: input.phone, role: 'student' },
        passwordHash,
      );
      if (courseIds.length > 0) await tx.insert(enrollments).values(courseIds.map((courseId) => ({ userId: user.id, courseId })));
      if (batch) await recordBatchEnrolment(tx, user.id, batch);
    });
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides, the loser gets the clear message.
    if (isUniqueViolation(error)) throw conflict(MSG.alreadyRegistered);
    throw error;
  }

  try {
    await issueCode(input.email, 'email-verification');
    return { codeSent: true };
  } catch (error) {
    console.error('[register] the verification code could not be e-mailed', error);
    return { codeSent: false };
  }
}

