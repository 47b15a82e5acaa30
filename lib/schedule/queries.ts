import 'server-only';
import { asc } from 'drizzle-orm';
import { cachedQuery } from '../cache/cached-query';
import { CACHE_TAGS } from '../cache/tags';
import { getDb } from '../db/client';
import { courseSchedule } from '../db/schema';
import { toScheduleRow, type ScheduleRow } from './wire';

export type { ScheduleRow };

/** Every scheduled batch, soonest first, read from the database now (the Google Sheet mirror needs fresh rows). */
export async function readScheduleRows(): Promise<ScheduleRow[]> {
  const db = await getDb();
  // Dates are stored as ISO 'YYYY-MM-DD' text, so text order is date order.
  const rows = await db.select().from(courseSchedule).orderBy(asc(courseSchedule.startDate), asc(courseSchedule.id));
  return rows.map(toScheduleRow);
}

/** The same rows, cached under the schedule tag (GET /api/schedule and the home page's Course Schedule table). */
export const listSchedule = cachedQuery('schedule-rows', [CACHE_TAGS.schedule], readScheduleRows);
