import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { practiceDefectCredits } from '../../db/schema';
import { defectById } from '../../practice/bug-hunt/catalogue';

// Defects found (docs/product.md#progress): the one place progress and certificates read the bug hunt's credits from
// (docs/architecture.md#bug-hunt): one row per learner and planted defect credited, never a miss. A trainer's override
// that takes a credit back removes its row, so it leaves the learner's count here too. Progress reads, never writes.

export interface FoundDefect {
  /** The planted defect's id (RES-01). */
  defectId: string;
  exercise: string;
  /** When the report that found it was credited. */
  foundAt: Date;
}

/** The defects the learner was credited for finding, first found first. */
export async function defectsFoundOf(userId: string): Promise<FoundDefect[]> {
  const db = await getDb();
  return db
    .select({ defectId: practiceDefectCredits.defectId, exercise: practiceDefectCredits.exercise, foundAt: practiceDefectCredits.creditedAt })
    .from(practiceDefectCredits)
    .where(eq(practiceDefectCredits.userId, userId))
    .orderBy(asc(practiceDefectCredits.creditedAt), asc(practiceDefectCredits.defectId));
}

/** Every learner's (or one learner's) number of defects found; a learner with none is absent. */
export async function defectCountsByLearner(userId?: string): Promise<Map<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ userId: practiceDefectCredits.userId, count: sql<number>`count(*)::int` })
    .from(practiceDefectCredits)
    .where(userId ? eq(practiceDefectCredits.userId, userId) : undefined)
    .groupBy(practiceDefectCredits.userId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}

/**
 * How the learner's credited defects were evidenced (docs/product.md#certificates), by each defect's catalogue entry:
 * `serverSeen` ones manifest in a request the server answered, so the server saw the learner meet them;
 * `pageSeen` ones show only in the page, which reported them (the browser can report, never prove).
 */
export async function defectEvidenceOf(userId: string): Promise<{ found: number; serverSeen: number; pageSeen: number }> {
  const found = await defectsFoundOf(userId);
  const serverSeen = found.filter((row) => defectById(row.defectId)?.evidence.server === true).length;
  return { found: found.length, serverSeen, pageSeen: found.length - serverSeen };
}
