import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { ApiError, badRequest } from '../../api/errors';
import { getDb } from '../../db/client';
import { practiceDefectCredits, practiceDefectHints, practiceDefectReports } from '../../db/schema';
import type { DbTx } from '../../db/types';
import { BUG_HUNT_MSG } from '../../messages/bug-hunt';
import { lockLearner } from '../credentials/learner-lock';
import { defectsOf } from '../server-registry';
import { reportAreasOf } from './catalogue';
import { evidenceOf } from './evidence';
import { BUG_HUNT_FIGURES } from './figures';
import { hintTarget, unlockEarnedHints } from './hints';
import { judgeReport, type HuntState } from './judge';
import { learnerViewOf } from './learner-report';
import { MISS_VERDICTS, type DefectReportInput, type FiledReport } from './schemas';
import { exerciseScoreOf } from './score';
import { EXERCISES } from '../registry';
import { bugHuntCreditNotice } from '../../notices/kinds';
import { notify } from '../../notices/notify';

// Filing a defect report (POST /api/practice/v1/bug-hunt/reports, docs/architecture.md#bug-hunt): checked against the
// guess limit, judged at once, stored with its verdict, credited at most once per learner and defect, and a miss
// unlocks the hints it has earned. One transaction holding the learner's row lock, so two reports at once (two tabs,
// a script) are judged one after the other on every instance: the limit holds and a defect is credited once.

const HOUR_MS = 60 * 60 * 1000;

export const REPORT_LIMIT_CODE = 'REPORT_LIMIT_REACHED';
export const AREA_UNKNOWN_CODE = 'AREA_UNKNOWN';

function assertKnownArea(input: DefectReportInput): void {
  const ids = reportAreasOf(input.exercise).map((area) => area.id);
  if (!ids.includes(input.area)) throw badRequest(BUG_HUNT_MSG.areaUnknown(ids), { area: BUG_HUNT_MSG.areaUnknown(ids) }, AREA_UNKNOWN_CODE);
}

/** Refuses the report (429) when the last hour's misses or reports on the exercise are used up. */
async function assertWithinLimit(tx: DbTx, userId: string, exercise: string, now: Date): Promise<void> {
  const recent = await tx
    .select({ autoVerdict: practiceDefectReports.autoVerdict, createdAt: practiceDefectReports.createdAt })
    .from(practiceDefectReports)
    .where(and(eq(practiceDefectReports.userId, userId), eq(practiceDefectReports.exercise, exercise), gt(practiceDefectReports.createdAt, new Date(now.getTime() - HOUR_MS))));
  const misses = recent.filter((row) => MISS_VERDICTS.includes(row.autoVerdict as never));
  const counted = misses.length >= BUG_HUNT_FIGURES.missesPerHour ? misses : recent.length >= BUG_HUNT_FIGURES.reportsPerHour ? recent : null;
  if (!counted) return;
  // The window frees a place when the oldest report it counts is an hour old.
  const oldest = Math.min(...counted.map((row) => row.createdAt.getTime()));
  const seconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
  const message = BUG_HUNT_MSG.reportLimit(misses.length, Math.ceil(seconds / 60));
  throw new ApiError(429, message, undefined, { 'Retry-After': String(seconds) }, REPORT_LIMIT_CODE);
}

async function huntStateOf(tx: DbTx, userId: string, exercise: DefectReportInput['exercise']): Promise<HuntState> {
  const credits = await tx
    .select({ defectId: practiceDefectCredits.defectId })
    .from(practiceDefectCredits)
    .where(and(eq(practiceDefectCredits.userId, userId), eq(practiceDefectCredits.exercise, exercise)));
  const evidence = await evidenceOf(userId, exercise, tx);
  return { defects: defectsOf(exercise), evidence: new Set(evidence.map((row) => row.defectId)), credited: new Set(credits.map((row) => row.defectId)) };
}

async function missesOn(tx: DbTx, userId: string, exercise: string): Promise<number> {
  const rows = await tx
    .select({ autoVerdict: practiceDefectReports.autoVerdict })
    .from(practiceDefectReports)
    .where(and(eq(practiceDefectReports.userId, userId), eq(practiceDefectReports.exercise, exercise)));
  return rows.filter((row) => MISS_VERDICTS.includes(row.autoVerdict as never)).length;
}

async function hintsUnlockedFor(tx: DbTx, userId: string, defectId: string): Promise<number> {
  const rows = await tx
    .select({ level: practiceDefectHints.level })
    .from(practiceDefectHints)
    .where(and(eq(practiceDefectHints.userId, userId), eq(practiceDefectHints.defectId, defectId)));
  return rows.length;
}

/** Files the learner's report and answers it with its verdict and the learner's standing on the exercise. */
export async function fileDefectReport(userId: string, via: string, input: DefectReportInput): Promise<FiledReport> {
  assertKnownArea(input);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    await lockLearner(tx, userId);
    // The app's clock, not the database's, as for every practice date (one clock on every instance, a fake one in tests).
    const now = new Date();
    await assertWithinLimit(tx, userId, input.exercise, now);
    const state = await huntStateOf(tx, userId, input.exercise);
    const judged = judgeReport(input, state);
    const [stored] = await tx
      .insert(practiceDefectReports)
      .values({ userId, ...input, via, verdict: judged.verdict, autoVerdict: judged.verdict, defectId: judged.defect?.id ?? null, feedback: judged.feedback, createdAt: now })
      .returning();
    if (judged.verdict === 'credited') {
      const defectId = judged.defect!.id;
      const hintsUnlocked = await hintsUnlockedFor(tx, userId, defectId);
      await tx.insert(practiceDefectCredits).values({ userId, defectId, exercise: input.exercise, reportId: stored.id, hintsUnlocked, creditedAt: now });
    } else if (MISS_VERDICTS.includes(judged.verdict)) {
      const misses = await missesOn(tx, userId, input.exercise);
      await unlockEarnedHints(tx, userId, input.exercise, misses, () => hintTarget(judged, input.area, state), state.credited);
    }
    return stored;
  });
  if (row.verdict === 'credited') await notify(userId, bugHuntCreditNotice(EXERCISES[input.exercise].name));
  return { report: learnerViewOf(row), score: await exerciseScoreOf(userId, input.exercise) };
}
