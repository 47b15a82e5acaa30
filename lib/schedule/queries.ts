import 'server-only';
import { asc } from 'drizzle-orm';
import { CACHE_TAGS, cachedQuery } from '../cache/tags';
import { getDb } from '../db/client';
import { courseSchedule } from '../db/schema';
import { trimIsoTimestampToDate } from './format';

/** A course schedule row in the spec's wire names (SPEC §3), the spreadsheet's own column titles. */
export interface ScheduleRow {
  id: number;
  Project_id: string;
  'Project Name': string;
  'Start Date': string;
  Weekdays: string;
  'Demo Date': string;
  Duration: string;
  'Meeting Time': string;
  Fee: number;
}

/** Every scheduled batch, soonest first (GET /api/schedule and the home page's Course Schedule table). */
export const listSchedule = cachedQuery('schedule-rows', [CACHE_TAGS.schedule], async (): Promise<ScheduleRow[]> => {
  const db = await getDb();
  // Dates are stored as ISO 'YYYY-MM-DD' text, so text order is date order.
  const rows = await db.select().from(courseSchedule).orderBy(asc(courseSchedule.startDate), asc(courseSchedule.id));
  return rows.map((row) => ({
    id: row.id,
    Project_id: row.projectId,
    'Project Name': row.projectName,
    'Start Date': row.startDate,
    Weekdays: row.weekdays,
    'Demo Date': trimIsoTimestampToDate(row.demoDate),
    Duration: row.duration,
    'Meeting Time': row.meetingTime,
    Fee: row.fee,
  }));
});
