import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import type { Db } from '../db/types';
import { courses, enrollments, users } from '../db/schema';
import { cachedUserProfile } from './profile-cache';
import type { UserProfile } from './profile-types';

export type { UserProfile } from './profile-types';

/**
 * The user's profile, or null when no user has that id (routes and the profile screen); from memory while
 * the account and the courses are unchanged (./profile-cache.ts). Frozen: copy it to change it.
 */
export async function findUserProfile(userId: string): Promise<UserProfile | null> {
  return cachedUserProfile(userId, async () => getUserProfile(await getDb(), userId));
}

export async function getUserProfile(db: Db, userId: string): Promise<UserProfile | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const enrolled = await db
    .select({ name: courses.name })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(asc(courses.position), asc(courses.id));
  return toUserProfile(user, enrolled.map((c) => c.name));
}

/** A users row and its course names in the wire shape; never a password hash or a code. */
export function toUserProfile(user: typeof users.$inferSelect, courseNames: string[]): UserProfile {
  return {
    id: user.id,
    student_id: user.studentId,
    username: user.username,
    email: user.email,
    profile: user.image,
    role: user.role === 'admin' ? 'admin' : 'student',
    email_verified: user.emailVerified,
    email_verification_code: user.emailVerified ? 'verify' : null,
    pay_status: user.payStatus === 'yes' ? 'yes' : 'no',
    pay_method: user.payMethod,
    phone: user.phone,
    courses: courseNames,
    created_at: user.createdAt.toISOString(),
  };
}

export { profileImageUrl } from './profile-image';
