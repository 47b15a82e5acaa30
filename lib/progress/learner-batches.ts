import 'server-only';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '../db/client';
import { courseSchedule, enrollments } from '../db/schema';

// The trainer's batch filter (docs/product.md#trainers-view): a learner's batch is the schedule batch recorded with
// their enrolment (the home page's Enrol); a learner with none recorded keeps the month they registered.

export interface ScheduleBatchOption {
  scheduleId: number;
  /** 'QA-101 · Manual Testing · 2027-01-06'. */
  label: string;
}

/** A `joined` filter value: a schedule batch id (digits) or a registration month (YYYY-MM). */
export type BatchFilter = { scheduleId: number } | { month: string };

export function batchFilterOf(joined: string): BatchFilter {
  return /^\d+$/.test(joined) ? { scheduleId: Number(joined) } : { month: joined };
}

/** Each learner's recorded schedule batches, and the batches learners enrolled in (soonest first) for the filter. */
export async function learnerBatches(): Promise<{ of: (userId: string) => ReadonlySet<number>; options: ScheduleBatchOption[] }> {
  const db = await getDb();
  const rows = await db
    .select({ userId: enrollments.userId, scheduleId: courseSchedule.id, code: courseSchedule.projectId, name: courseSchedule.projectName, start: courseSchedule.startDate })
    .from(enrollments)
    .innerJoin(courseSchedule, eq(courseSchedule.id, enrollments.scheduleId))
    .where(isNotNull(enrollments.scheduleId))
    .orderBy(asc(courseSchedule.startDate), asc(courseSchedule.id));
  const byLearner = new Map<string, Set<number>>();
  const options = new Map<number, ScheduleBatchOption>();
  for (const row of rows) {
    if (!byLearner.has(row.userId)) byLearner.set(row.userId, new Set());
    byLearner.get(row.userId)!.add(row.scheduleId);
    options.set(row.scheduleId, { scheduleId: row.scheduleId, label: `${row.code} · ${row.name} · ${row.start}` });
  }
  const none: ReadonlySet<number> = new Set();
  return { of: (userId) => byLearner.get(userId) ?? none, options: [...options.values()] };
}

/** Whether a learner is in the batch: their recorded batch, or, with none recorded, the month they registered. */
export function inBatch(filter: BatchFilter, recorded: ReadonlySet<number>, joinedAt: Date): boolean {
  if ('scheduleId' in filter) return recorded.has(filter.scheduleId);
  return recorded.size === 0 && joinedAt.toISOString().startsWith(filter.month);
}
