import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { env } from '../../env';
import { ENROLMENT_CURRENCY, ENROLMENT_PRICE_CENTS } from '../../payments/price';
import { courses, enrollments, payments, users } from '../schema';
import { insertCredentialUser } from '../../users/create-user';
import type { Db } from '../types';
import { SEED_STUDENTS } from './content';
import { inSeedTransaction } from './lock';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedStudentsResult {
  students: number;
  enrollments: number;
}

/**
 * Showcase students who author the home-page reviews; only while the academy has no students.
 * Their password is the hash of random bytes that are thrown away, so nobody can log in as them,
 * unless DEMO_STUDENT_PASSWORD is set (end-to-end tests and demos log in as a student with it).
 */
export async function seedStudents(db: Db): Promise<SeedStudentsResult> {
  const none = { students: 0, enrollments: 0 };
  if (await hasStudents(db)) return none;

  const { DEMO_STUDENT_PASSWORD } = env();
  const passwordHashes = await Promise.all(
    SEED_STUDENTS.map(() => hashPassword(DEMO_STUDENT_PASSWORD ?? crypto.randomBytes(32).toString('base64url'))),
  );

  return inSeedTransaction(db, async (tx) => {
    if (await hasStudents(tx)) return none;

    const programs = await tx
      .select({ id: courses.id, name: courses.name })
      .from(courses)
      .where(inArray(courses.name, [...new Set(SEED_STUDENTS.map((s) => s.program))]));
    const courseIdByName = new Map(programs.map((p) => [p.name, p.id]));

    const result = { ...none };
    for (const [index, student] of SEED_STUDENTS.entries()) {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, student.email)).limit(1);
      if (taken) continue;

      const { id } = await insertCredentialUser(
        tx,
        {
          username: student.username,
          email: student.email,
          emailVerified: true,
          role: 'student',
          phone: student.phone,
          payStatus: student.payStatus,
          payMethod: student.payMethod,
        },
        passwordHashes[index],
      );
      result.students++;

      // Joined a few weeks before their review, and the paid ones paid two days later through the
      // sandbox, so the admin dashboard's weekly chart and its Paid figure tell the same story.
      const joined = new Date(Date.now() - (student.reviewedDaysAgo + 21) * DAY_MS);
      await tx.update(users).set({ createdAt: joined, updatedAt: joined }).where(eq(users.id, id));
      if (student.payStatus === 'yes') {
        await tx.insert(payments).values({
          userId: id,
          amountCents: ENROLMENT_PRICE_CENTS,
          currency: ENROLMENT_CURRENCY,
          method: 'card',
          provider: 'sandbox',
          providerRef: `seed-${id}`,
          cardBrand: 'Visa',
          cardLast4: '4242',
          status: 'approved',
          createdAt: new Date(joined.getTime() + 2 * DAY_MS),
        });
      }

      // An admin may have renamed or removed the program; the student then simply has no course yet.
      const courseId = courseIdByName.get(student.program);
      if (courseId !== undefined) {
        await tx.insert(enrollments).values({ userId: id, courseId });
        result.enrollments++;
      }
    }
    return result;
  });
}

async function hasStudents(db: Pick<Db, 'select'>): Promise<boolean> {
  const [{ students }] = await db.select({ students: count() }).from(users).where(eq(users.role, 'student'));
  return students > 0;
}
