import 'server-only';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { practiceDefectReports, users } from '../../db/schema';
import type { HostedExercise } from '../registry';
import { BUG_HUNT_FIGURES } from './figures';
import { screenshotPath } from './learner-report';
import type { Severity, Verdict } from './schemas';

// The reports as a trainer reads them in the admin panel (docs/product.md#admin-bug-hunt): every learner's, newest
// first, filtered by exercise, learner (name or e-mail, any part) and verdict, and paged in the database.

export interface TrainerReportFilter {
  exercise?: HostedExercise;
  learner?: string;
  verdict?: Verdict;
  page: number;
}

export interface TrainerReport {
  id: number;
  learner: { id: string; name: string; email: string };
  exercise: string;
  title: string;
  steps: string;
  expected: string;
  actual: string;
  severity: Severity;
  area: string;
  via: string;
  createdAt: string;
  verdict: Verdict;
  autoVerdict: Verdict;
  defectId: string | null;
  feedback: string;
  trainerNote: string | null;
  overriddenAt: string | null;
  screenshot: string | null;
}

export interface TrainerReportPage {
  reports: TrainerReport[];
  total: number;
  page: number;
  pages: number;
}

/** `%` and `_` typed by the trainer are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function trainerReports(filter: TrainerReportFilter): Promise<TrainerReportPage> {
  const db = await getDb();
  const conditions: SQL[] = [];
  if (filter.exercise) conditions.push(eq(practiceDefectReports.exercise, filter.exercise));
  if (filter.verdict) conditions.push(eq(practiceDefectReports.verdict, filter.verdict));
  if (filter.learner) conditions.push(or(ilike(users.email, likePattern(filter.learner)), ilike(users.username, likePattern(filter.learner)))!);
  const where = conditions.length ? and(...conditions) : undefined;
  const size = BUG_HUNT_FIGURES.trainerReportsPerPage;
  const [{ total }] = await db.select({ total: count() }).from(practiceDefectReports).innerJoin(users, eq(users.id, practiceDefectReports.userId)).where(where);
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(filter.page, pages);
  const rows = await db
    .select({ report: practiceDefectReports, name: users.username, email: users.email })
    .from(practiceDefectReports)
    .innerJoin(users, eq(users.id, practiceDefectReports.userId))
    .where(where)
    .orderBy(desc(practiceDefectReports.createdAt), desc(practiceDefectReports.id))
    .limit(size)
    .offset((page - 1) * size);
  return {
    reports: rows.map(({ report, name, email }) => ({
      id: report.id,
      learner: { id: report.userId, name, email },
      exercise: report.exercise,
      title: report.title,
      steps: report.steps,
      expected: report.expected,
      actual: report.actual,
      severity: report.severity as Severity,
      area: report.area,
      via: report.via,
      createdAt: report.createdAt.toISOString(),
      verdict: report.verdict as Verdict,
      autoVerdict: report.autoVerdict as Verdict,
      defectId: report.defectId,
      feedback: report.feedback,
      trainerNote: report.trainerNote,
      overriddenAt: report.overriddenAt?.toISOString() ?? null,
      screenshot: report.screenshot ? screenshotPath(report.id) : null,
    })),
    total,
    page,
    pages,
  };
}
