import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { practiceDefectReports } from '../../db/schema';
import type { HostedExercise } from '../registry';
import { BUG_HUNT_FIGURES } from './figures';
import { learnerViewOf } from './learner-report';
import type { ReportList } from './schemas';

// GET /api/practice/v1/bug-hunt/reports: the learner's own reports with their verdicts, newest first, a page at a
// time (docs/product.md#bug-hunt). Another learner's reports are never in it.

export async function reportsOf(userId: string, { exercise, page }: { exercise?: HostedExercise; page: number }): Promise<ReportList> {
  const db = await getDb();
  const where = exercise ? and(eq(practiceDefectReports.userId, userId), eq(practiceDefectReports.exercise, exercise)) : eq(practiceDefectReports.userId, userId);
  const size = BUG_HUNT_FIGURES.reportsPerPage;
  const [{ total }] = await db.select({ total: count() }).from(practiceDefectReports).where(where);
  const pages = Math.max(1, Math.ceil(total / size));
  const rows = await db
    .select()
    .from(practiceDefectReports)
    .where(where)
    .orderBy(desc(practiceDefectReports.createdAt), desc(practiceDefectReports.id))
    .limit(size)
    .offset((page - 1) * size);
  return { reports: rows.map(learnerViewOf), total, page, pages };
}
