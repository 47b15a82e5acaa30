import 'server-only';
import { and, eq } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '../../api/errors';
import { getDb } from '../../db/client';
import { practiceDefectCredits, practiceDefectHints, practiceDefectReports } from '../../db/schema';
import { BUG_HUNT_FEEDBACK, BUG_HUNT_MSG } from '../../messages/bug-hunt';
import { lockLearner } from '../credentials/learner-lock';
import { defectById } from './catalogue';
import type { VerdictOverride } from './schemas';
import { EXERCISES, isHostedExercise } from '../registry';
import { bugHuntCreditNotice } from '../../notices/kinds';
import { notify } from '../../notices/notify';

// A trainer's override of a verdict (PUT /api/practice/v1/bug-hunt/reports/{id}/verdict, docs/product.md#admin-bug-hunt):
// the report takes the new verdict and the note, which its learner sees; a credit follows the verdict (granted for the
// defect the trainer names, or withdrawn). The server's own verdict is kept beside it. Under the learner's row lock,
// like a report, so an override and a report at once cannot credit a defect twice.

export async function overrideVerdict(trainerId: string, reportId: number, change: VerdictOverride): Promise<void> {
  const db = await getDb();
  const credited = await db.transaction(async (tx) => {
    const [report] = await tx.select().from(practiceDefectReports).where(eq(practiceDefectReports.id, reportId));
    if (!report) throw notFound(BUG_HUNT_MSG.reportNotFound);
    await lockLearner(tx, report.userId);
    const defect = change.verdict === 'credited' ? defectById(change.defectId ?? '') : null;
    if (change.verdict === 'credited' && defect?.exercise !== report.exercise) {
      throw badRequest(BUG_HUNT_MSG.overrideDefect, { defectId: BUG_HUNT_MSG.overrideDefect });
    }
    // Whatever this report was credited for goes; a credit by another report stays, and blocks crediting it here.
    await tx.delete(practiceDefectCredits).where(eq(practiceDefectCredits.reportId, reportId));
    if (defect) {
      const [held] = await tx
        .select({ reportId: practiceDefectCredits.reportId })
        .from(practiceDefectCredits)
        .where(and(eq(practiceDefectCredits.userId, report.userId), eq(practiceDefectCredits.defectId, defect.id)));
      if (held) throw conflict(BUG_HUNT_MSG.overrideTaken(held.reportId), 'ALREADY_CREDITED');
      const hints = await tx
        .select({ level: practiceDefectHints.level })
        .from(practiceDefectHints)
        .where(and(eq(practiceDefectHints.userId, report.userId), eq(practiceDefectHints.defectId, defect.id)));
      // Found when it was reported, not when the trainer read it.
      await tx
        .insert(practiceDefectCredits)
        .values({ userId: report.userId, defectId: defect.id, exercise: report.exercise, reportId, hintsUnlocked: hints.length, creditedAt: report.createdAt });
    }
    await tx
      .update(practiceDefectReports)
      .set({
        verdict: change.verdict,
        defectId: defect?.id ?? report.defectId,
        feedback: defect ? BUG_HUNT_FEEDBACK.credited(defect.id, defect.category) : BUG_HUNT_FEEDBACK.trainer,
        trainerNote: change.note,
        overriddenAt: new Date(),
        overriddenBy: trainerId,
      })
      .where(eq(practiceDefectReports.id, reportId));
    return defect && report.verdict !== 'credited' ? { userId: report.userId, exercise: report.exercise } : null;
  });
  // A trainer's credit is news to the learner like the server's; a changed note on a credited report is not.
  if (credited && isHostedExercise(credited.exercise)) await notify(credited.userId, bugHuntCreditNotice(EXERCISES[credited.exercise].name));
}
