import 'server-only';
import { eq } from 'drizzle-orm';
import { conflict, notFound } from '../../api/errors';
import { revokeCertificatesCompletedBy } from '../../certificates/withdraw-credit';
import { getDb } from '../../db/client';
import { practiceDefectCredits, practiceDefectReports } from '../../db/schema';
import { BUG_HUNT_FEEDBACK, BUG_HUNT_MSG } from '../../messages/bug-hunt';
import { lockLearner } from '../credentials/learner-lock';

// A trainer withdraws a credit (POST /api/practice/v1/bug-hunt/reports/{id}/withdraw, docs/product.md#admin-bug-hunt):
// the credit goes, the report reads "withdrawn" to trainers and "not credited" with the reason to its learner, and the
// certificates the credit completed are revoked with the same reason. Under the learner's row lock, like a report and
// an override, so a report filed meanwhile cannot take the credit's place half-way.

export interface Withdrawal {
  message: string;
  revoked: string[];
}

export async function withdrawCredit(adminId: string, reportId: number, reason: string): Promise<Withdrawal> {
  const db = await getDb();
  const credit = await db.transaction(async (tx) => {
    const [report] = await tx.select({ userId: practiceDefectReports.userId }).from(practiceDefectReports).where(eq(practiceDefectReports.id, reportId));
    if (!report) throw notFound(BUG_HUNT_MSG.reportNotFound);
    await lockLearner(tx, report.userId);
    const [held] = await tx.delete(practiceDefectCredits).where(eq(practiceDefectCredits.reportId, reportId)).returning();
    if (!held) throw conflict(BUG_HUNT_MSG.withdrawNotCredited, 'NOT_CREDITED');
    await tx
      .update(practiceDefectReports)
      .set({ verdict: 'withdrawn', feedback: BUG_HUNT_FEEDBACK.trainer, trainerNote: reason, overriddenAt: new Date(), overriddenBy: adminId })
      .where(eq(practiceDefectReports.id, reportId));
    return held;
  });
  const revoked = await revokeCertificatesCompletedBy(credit.userId, credit.creditedAt, reason, adminId);
  return { message: BUG_HUNT_MSG.withdrawDone(revoked.length), revoked };
}
