import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { conflict, notFound } from '../../api/errors';
import type { SessionInfo } from '../../auth/session';
import { getDb } from '../../db/client';
import { practiceDefectReports } from '../../db/schema';
import { BUG_HUNT_MSG } from '../../messages/bug-hunt';
import { mediaResponse } from '../../storage/serve';
import type { ReceivedFile } from '../../uploads/receive-file';
import { PRACTICE_AREA, removePracticeBytes } from '../files/stored-bytes';

// A report's optional screenshot (docs/product.md#bug-hunt): uploaded after the report by its learner, with the
// profile photo's image rules (./screenshot-rules.ts), stored in the media store's practice area, read by its
// learner and by trainers. Another learner's report is a 404, as one that does not exist.

async function reportRow(reportId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ userId: practiceDefectReports.userId, screenshot: practiceDefectReports.screenshot })
    .from(practiceDefectReports)
    .where(eq(practiceDefectReports.id, reportId));
  return row ?? null;
}

/** Before the upload: the report is the learner's and has no screenshot yet (so a refused upload stores nothing). */
export async function assertScreenshotWanted(userId: string, reportId: number): Promise<void> {
  const row = await reportRow(reportId);
  if (!row || row.userId !== userId) throw notFound(BUG_HUNT_MSG.reportNotFound);
  if (row.screenshot) throw conflict(BUG_HUNT_MSG.screenshotTaken, 'SCREENSHOT_TAKEN');
}

/** Attaches the stored file; one that lost a race to another upload is removed again. */
export async function attachScreenshot(userId: string, reportId: number, file: ReceivedFile): Promise<string> {
  const db = await getDb();
  const updated = await db
    .update(practiceDefectReports)
    .set({ screenshot: file.fileName, screenshotType: file.type.mime })
    .where(and(eq(practiceDefectReports.id, reportId), eq(practiceDefectReports.userId, userId), isNull(practiceDefectReports.screenshot)))
    .returning({ id: practiceDefectReports.id });
  if (updated.length === 0) {
    await removePracticeBytes([file.fileName]);
    throw conflict(BUG_HUNT_MSG.screenshotTaken, 'SCREENSHOT_TAKEN');
  }
  return file.fileName;
}

/** The screenshot for its learner or a trainer; a 404 for anyone else, and when there is none. */
export async function screenshotResponse(session: SessionInfo, reportId: number, request: Request): Promise<Response> {
  const row = await reportRow(reportId);
  const allowed = row && (row.userId === session.identity.userId || session.identity.role === 'admin');
  if (!allowed || !row.screenshot) throw notFound(BUG_HUNT_MSG.reportNotFound);
  return mediaResponse(PRACTICE_AREA, row.screenshot, request, 'private, no-store');
}
