import 'server-only';
import { and, count, eq, isNull } from 'drizzle-orm';
import { getDb } from '../db/client';
import { certificates, exerciseCompletions, practiceDefectCredits, practiceMetChallenges, users } from '../db/schema';
import { inactiveFor, lastActivityByLearner } from '../progress/last-activity';

// The admin home's learning figures (docs/product.md#admin-dashboard). "Active" and "inactive" use the same last
// activity and the same rule as the class view's filters (lib/progress/last-activity.ts), so each tile's number is
// the length of the list it opens.

/** A learner with activity in the last 7 days is active this week. */
export const ACTIVE_DAYS = 7;
/** A learner with nothing in the last 14 days (or nothing ever) is inactive: likely stuck. */
export const INACTIVE_DAYS = 14;

export interface LearningFigures {
  active: number;
  inactive: number;
  /** Valid certificates (revoked ones are not counted). */
  certificates: number;
  exercises: number;
  defects: number;
  challenges: number;
}

export async function readLearningFigures(now = new Date()): Promise<LearningFigures> {
  const db = await getDb();
  const student = eq(users.role, 'student');
  const [students, lastActive, [valid], [exercises], [defects], [challenges]] = await Promise.all([
    db.select({ id: users.id }).from(users).where(student),
    lastActivityByLearner(),
    db.select({ value: count() }).from(certificates).innerJoin(users, eq(users.id, certificates.userId)).where(and(student, isNull(certificates.revokedAt))),
    db.select({ value: count() }).from(exerciseCompletions).innerJoin(users, eq(users.id, exerciseCompletions.userId)).where(student),
    db.select({ value: count() }).from(practiceDefectCredits).innerJoin(users, eq(users.id, practiceDefectCredits.userId)).where(student),
    db.select({ value: count() }).from(practiceMetChallenges).innerJoin(users, eq(users.id, practiceMetChallenges.userId)).where(student),
  ]);
  const inactive = students.filter(({ id }) => inactiveFor(lastActive.get(id), INACTIVE_DAYS, now)).length;
  const active = students.filter(({ id }) => !inactiveFor(lastActive.get(id), ACTIVE_DAYS, now)).length;
  return { active, inactive, certificates: valid.value, exercises: exercises.value, defects: defects.value, challenges: challenges.value };
}
