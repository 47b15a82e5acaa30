import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';

/** Next human-readable student ID, e.g. QA-1001 (a database sequence keeps it unique). */
export async function nextStudentId(db: Pick<Db, 'execute'>): Promise<string> {
  const result = await db.execute<{ n: string }>(sql`select nextval('student_number_seq')::text as n`);
  return `QA-${result.rows[0].n}`;
}
