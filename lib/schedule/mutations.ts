import 'server-only';
import { eq } from 'drizzle-orm';
import { notFound } from '../api/errors';
import { CACHE_TAGS, invalidate } from '../cache/tags';
import { getDb } from '../db/client';
import { courseSchedule } from '../db/schema';
import { requestScheduleSheetSync } from './sheet/mirror';
import type { ScheduleRowValues } from '../validation/schedule';
import { toScheduleColumns } from './wire';

export async function addScheduleRow(row: ScheduleRowValues) {
  const db = await getDb();
  const [created] = await db
    .insert(courseSchedule)
    .values(toScheduleColumns(row))
    .returning({ id: courseSchedule.id });
  invalidate(CACHE_TAGS.schedule);
  requestScheduleSheetSync();
  return created.id;
}

export async function deleteScheduleRow(id: number): Promise<void> {
  const db = await getDb();
  const deleted = await db.delete(courseSchedule).where(eq(courseSchedule.id, id)).returning({ id: courseSchedule.id });
  if (deleted.length === 0) throw notFound('Schedule row not found.');
  invalidate(CACHE_TAGS.schedule);
  requestScheduleSheetSync();
}
