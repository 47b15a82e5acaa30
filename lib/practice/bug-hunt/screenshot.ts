import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ApiError, conflict, notFound } from '../../api/errors';
import type { SessionInfo } from '../../auth/session';
import { getDb } from '../../db/client';
import { practiceDefectReports } from '../../db/schema';
import { BUG_HUNT_MSG } from '../../messages/bug-hunt';
import { mediaResponse } from '../../storage/serve';
import type { ReceivedFile } from '../../uploads/receive-file';
import type { DbOrTx } from '../../db/types';
import { lockLearner } from '../credentials/learner-lock';
import { PRACTICE_AREA, removePracticeBytes } from '../files/stored-bytes';
import { BUG_HUNT_FIGURES } from './figures';

// A report's optional screenshot (docs/product.md#bug-hunt): uploaded after the report by its learner, with the
// profile photo's image rules (./screenshot-rules.ts), stored in the media store's practice area, read by its
// learner and by trainers. Another learner's report is a 404, as one that does not exist. What a learner stores is
// bounded by a quota over all their reports (BUG_HUNT_FIGURES.screenshotQuotaMB), each copy counted at its stored size.

const QUOTA_BYTES = BUG_HUNT_FIGURES.screenshotQuotaMB * 1024 * 1024;

const quotaRefusal = () => new ApiError(413, BUG_HUNT_MSG.screenshotQuota(BUG_HUNT_FIGURES.screenshotQuotaMB), undefined, undefined, 'SCREENSHOT_QUOTA');

async function storedBytes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${practiceDefectReports.screenshotBytes}), 0)` })
    .from(practiceDefectReports)
    .where(eq(practiceDefectReports.userId, userId));
  return Number(row?.bytes ?? 0);
}

async function reportRow(reportId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ userId: practiceDefectReports.userId, screenshot: practiceDefectReports.screenshot })
    .from(practiceDefectReports)
    .where(eq(practiceDefectReports.id, reportId));
  return row ?? null;
}

/**
 * Before the upload: the report is the learner's, has no screenshot yet and the learner's quota has room (so a
 * refused upload stores nothing).
 */
export async function assertScreenshotWanted(userId: string, reportId: number): Promise<void> {
  const row = await reportRow(reportId);
  if (!row || row.userId !== userId) throw notFound(BUG_HUNT_MSG.reportNotFound);
  if (row.screenshot) throw conflict(BUG_HUNT_MSG.screenshotTaken, 'SCREENSHOT_TAKEN');
  if ((await storedBytes(await getDb(), userId)) >= QUOTA_BYTES) throw quotaRefusal();
}

/**
 * Attaches the stored (re-encoded) file if it fits the quota, under the learner's row lock so two uploads at once
 * count one after the other; one that does not fit, or lost a race to another upload, is removed again.
 */
export async function attachScreenshot(userId: string, reportId: number, file: ReceivedFile): Promise<string> {
  const db = await getDb();
  const refusal = await db.transaction(async (tx) => {
    await lockLearner(tx, userId);
    if ((await storedBytes(tx, userId)) + file.size > QUOTA_BYTES) return quotaRefusal();
    const updated = await tx
      .update(practiceDefectReports)
      .set({ screenshot: file.fileName, screenshotType: file.type.mime, screenshotBytes: file.size })
      .where(and(eq(practiceDefectReports.id, reportId), eq(practiceDefectReports.userId, userId), isNull(practiceDefectReports.screenshot)))
      .returning({ id: practiceDefectReports.id });
    return updated.length === 0 ? conflict(BUG_HUNT_MSG.screenshotTaken, 'SCREENSHOT_TAKEN') : null;
  });
  if (refusal) {
    await removePracticeBytes([file.fileName]);
    throw refusal;
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
