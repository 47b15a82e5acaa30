import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { env } from '../../env';
import { courses, enrollments, users } from '../schema';
import { insertCredentialUser } from '../../users/create-user';
import type { Db } from '../types';
import { SEED_STUDENTS } from './content';
import { inSeedTransaction } from './lock';

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
