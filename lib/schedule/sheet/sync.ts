import 'server-only';
import { eq } from 'drizzle-orm';
import { CACHE_TAGS, invalidate } from '../../cache/tags';
import { getDb } from '../../db/client';
import { courseSchedule, courses, mirrorImports } from '../../db/schema';
import { catalogueCourseFor } from '../catalogue-match';
import { scheduleRowSchema } from '../../validation/schedule';
import { readScheduleRows } from '../queries';
import { toScheduleColumns } from '../wire';
import { sheetsClient } from './client';
import { SHEET_COLUMNS, scheduleToSheetValues, sheetValuesToScheduleInputs } from './columns';
import type { SheetMirrorConfig } from './config';

const IMPORT_NAME = 'schedule-sheet';

export interface SheetSyncResult {
  /** Rows taken from the sheet by the one-time import (0 after the first sync). */
  imported: number;
  /** Batches written to the sheet (the whole schedule). */
  written: number;
}

/** A1 notation for the whole tab; quotes let tab names hold spaces. */
function tabRange(tab: string, cells = ''): string {
  return `'${tab.replaceAll("'", "''")}'${cells ? `!${cells}` : ''}`;
}

/**
 * The one-time import: the first time the mirror meets a sheet, the batches it already holds (the spec's
 * spreadsheet was the schedule's home) are added to the database, except ids the database already has.
 * Rows the shared schema refuses are skipped and logged. Recorded in `mirror_imports`, so it never runs twice.
 */
async function importSheetOnce(config: SheetMirrorConfig, api: Awaited<ReturnType<typeof sheetsClient>>, log: (line: string) => void) {
  const db = await getDb();
  const done = await db.select().from(mirrorImports).where(eq(mirrorImports.name, IMPORT_NAME));
  if (done.length > 0) return 0;

  const reply = await api.spreadsheets.values.get({ spreadsheetId: config.spreadsheetId, range: tabRange(config.tab) });
  const inputs = sheetValuesToScheduleInputs((reply.data.values ?? []) as unknown[][]);
  const rows = inputs.flatMap((input, index) => {
    const parsed = scheduleRowSchema.safeParse(input);
    if (!parsed.success) log(`sheet row ${index + 2} skipped: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return parsed.success ? [parsed.data] : [];
  });

  const imported = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(mirrorImports)
      .values({ name: IMPORT_NAME, detail: `spreadsheet ${config.spreadsheetId}, tab ${config.tab}` })
      .onConflictDoNothing()
      .returning({ name: mirrorImports.name });
    if (claimed.length === 0) return 0; // another process imported first
    const known = new Set((await tx.select({ projectId: courseSchedule.projectId }).from(courseSchedule)).map((row) => row.projectId));
    // known.add() also drops repeats of one id within the sheet itself.
    const fresh = rows.filter((row) => !known.has(row.Project_id) && known.add(row.Project_id));
    if (fresh.length === 0) return 0;
    // The sheet names courses in free text: each batch is tied to the catalogue course its name names, if any.
    const catalogue = await tx.select({ id: courses.id, name: courses.name }).from(courses);
    await tx.insert(courseSchedule).values(fresh.map((row) => ({ ...toScheduleColumns(row), courseId: catalogueCourseFor(row['Project Name'], catalogue) })));
    return fresh.length;
  });
  if (imported > 0) invalidate(CACHE_TAGS.schedule);
  log(`one-time import done: ${imported} of ${inputs.length} sheet rows added`);
  return imported;
}

/** Replaces the tab's contents with the header and every batch in the database. Idempotent, so retrying is safe. */
async function writeWholeSchedule(config: SheetMirrorConfig, api: Awaited<ReturnType<typeof sheetsClient>>): Promise<number> {
  const rows = await readScheduleRows();
  await api.spreadsheets.values.clear({ spreadsheetId: config.spreadsheetId, range: tabRange(config.tab) });
  await api.spreadsheets.values.update({
    spreadsheetId: config.spreadsheetId,
    range: tabRange(config.tab, `A1:${String.fromCharCode(64 + SHEET_COLUMNS.length)}${rows.length + 1}`),
    valueInputOption: 'RAW',
    requestBody: { values: scheduleToSheetValues(rows) },
  });
  return rows.length;
}

/** One full sync: the one-time import if it has not run yet, then the database copied to the sheet. */
export async function syncScheduleSheet(config: SheetMirrorConfig, log: (line: string) => void): Promise<SheetSyncResult> {
  const api = await sheetsClient(config);
  const imported = await importSheetOnce(config, api, log);
  const written = await writeWholeSchedule(config, api);
  return { imported, written };
}
