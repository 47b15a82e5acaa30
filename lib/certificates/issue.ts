import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { certificates, users } from '../db/schema';
import { courseProgress, ruleOpenWithTopics } from '../progress/course-progress';
import { courseFacts, measuresOf, topicsDoneBy } from '../progress/measures';
import { newCertificateCode } from './codes';
import { evidenceFor } from './evidence';
import { certificateIssuedNotice } from '../notices/kinds';
import { notify } from '../notices/notify';

// Issuing (docs/product.md#certificates): a learner who meets a course's rule gets its certificate, once. The unique
// (learner, course) pair decides between evaluations racing each other, on one instance or several; a revoked
// certificate stays revoked (the pair is taken), so meeting the rule again issues nothing.

/**
 * Issues every certificate the learner has earned and does not hold; answers the codes newly issued. Runs after every
 * exercise a learner completes, topic ticked and video played. Reading every topic is what learners meet last (every
 * seeded rule asks for it), so the topics are counted first, and the other measures (five more queries) are read only
 * when some course's rule can still be met with them: a class arriving in the lab completes its first exercises at
 * once, and those queries were a third of what its first minute asked the database.
 */
export async function issueEarnedCertificates(userId: string): Promise<string[]> {
  const [facts, topicsDone] = await Promise.all([courseFacts(), topicsDoneBy(userId)]);
  const open = facts.filter((course) => ruleOpenWithTopics(course, topicsDone));
  if (open.length === 0) return [];
  const measures = await measuresOf(userId, topicsDone);
  const earned = open.map((course) => courseProgress(course, measures)).filter((progress) => progress.ruleMet);
  if (earned.length === 0) return [];
  const db = await getDb();
  const held = new Set((await db.select({ courseId: certificates.courseId }).from(certificates).where(eq(certificates.userId, userId))).map((row) => row.courseId));
  const due = earned.filter((course) => !held.has(course.courseId));
  if (due.length === 0) return [];
  const [learner] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!learner) return [];
  const issued: string[] = [];
  for (const course of due) {
    const code = newCertificateCode();
    // What the learner had and how the server knew it, kept as of today like the names (./evidence.ts).
    const evidence = await evidenceFor(userId, course);
    const rows = await db
      .insert(certificates)
      .values({ code, userId, courseId: course.courseId, learnerName: learner.username, courseName: course.courseName, issuedAt: new Date(), evidence })
      .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
      .returning({ code: certificates.code });
    if (rows.length === 0) continue;
    issued.push(rows[0].code);
    // Only the evaluation whose insert won tells the learner, so racing evaluations send one notice.
    await notify(userId, certificateIssuedNotice(course.courseName, rows[0].code));
  }
  return issued;
}

