import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { practiceDefectCredits, practiceDefectEvidence, practiceDefectReports } from '../../db/schema';
import { metChallengesOf } from '../challenges/met-store';
import { DEFECT_CATEGORIES } from '../defects/types';
import { EXERCISES, HOSTED_EXERCISES, type HostedExercise } from '../registry';
import { DEFECT_CATALOGUE, SERVER_EXERCISES, defectsOf } from '../server-registry';
import { BUG_HUNT_FIGURES } from './figures';
import { unlockedHintsOf } from './hints';
import { MISS_VERDICTS, type ExerciseScore, type FoundDefect, type ScoreBoard } from './schemas';

// A learner's score board (docs/product.md#bug-hunt), read through the server registry: found and planted per
// exercise, found per category, the hints their misses unlocked, the challenges they met, and how long each find
// took. Never which defects are still to find: a planted defect appears only as a count until it is credited.

const HOUR_MS = 60 * 60 * 1000;
const DEFECTS = new Map(DEFECT_CATALOGUE.map((defect) => [defect.id, defect]));

async function recordsOf(userId: string) {
  const db = await getDb();
  const [credits, reports, evidence, hints, challenges] = await Promise.all([
    db
      .select({ defectId: practiceDefectCredits.defectId, exercise: practiceDefectCredits.exercise, reportId: practiceDefectCredits.reportId, creditedAt: practiceDefectCredits.creditedAt, hintsUnlocked: practiceDefectCredits.hintsUnlocked, reportTitle: practiceDefectReports.title })
      .from(practiceDefectCredits)
      .innerJoin(practiceDefectReports, eq(practiceDefectReports.id, practiceDefectCredits.reportId))
      .where(eq(practiceDefectCredits.userId, userId))
      .orderBy(asc(practiceDefectCredits.creditedAt)),
    db
      .select({ exercise: practiceDefectReports.exercise, autoVerdict: practiceDefectReports.autoVerdict, createdAt: practiceDefectReports.createdAt })
      .from(practiceDefectReports)
      .where(eq(practiceDefectReports.userId, userId)),
    db.select({ exercise: practiceDefectEvidence.exercise, firstSeenAt: practiceDefectEvidence.firstSeenAt }).from(practiceDefectEvidence).where(eq(practiceDefectEvidence.userId, userId)),
    unlockedHintsOf(userId, DEFECTS),
    metChallengesOf(userId),
  ]);
  return { credits, reports, evidence, hints, challenges };
}

type Records = Awaited<ReturnType<typeof recordsOf>>;

/** When the learner began hunting on the exercise: their first evidence or report there. */
function startOf(records: Records, exercise: string): number | null {
  const times = [
    ...records.evidence.filter((row) => row.exercise === exercise).map((row) => row.firstSeenAt.getTime()),
    ...records.reports.filter((row) => row.exercise === exercise).map((row) => row.createdAt.getTime()),
  ];
  return times.length ? Math.min(...times) : null;
}

function scoreOf(records: Records, exercise: HostedExercise, now: number): ExerciseScore {
  const misses = records.reports.filter((row) => row.exercise === exercise && MISS_VERDICTS.includes(row.autoVerdict as never));
  const recentMisses = misses.filter((row) => row.createdAt.getTime() > now - HOUR_MS).length;
  const challenges = SERVER_EXERCISES[exercise].challenges;
  return {
    exercise,
    name: EXERCISES[exercise].name,
    found: records.credits.filter((row) => row.exercise === exercise).length,
    planted: defectsOf(exercise).length,
    misses: misses.length,
    guessesLeft: Math.max(0, BUG_HUNT_FIGURES.missesPerHour - recentMisses),
    // Without the defect's id: an unlocked hint must not name a defect the learner has not found.
    hints: records.hints.filter((hint) => hint.exercise === exercise).map(({ level, text, unlockedAt }) => ({ level, text, unlockedAt })),
    challengesMet: records.challenges.filter((row) => row.exercise === exercise).length,
    challengesTotal: challenges.length,
  };
}

function foundOf(records: Records): FoundDefect[] {
  return records.credits.map((row) => {
    const start = startOf(records, row.exercise) ?? row.creditedAt.getTime();
    return {
      defectId: row.defectId,
      exercise: row.exercise,
      category: DEFECTS.get(row.defectId)?.category ?? 'functional',
      reportId: row.reportId,
      reportTitle: row.reportTitle,
      creditedAt: row.creditedAt.toISOString(),
      secondsToFind: Math.max(0, Math.round((row.creditedAt.getTime() - start) / 1000)),
      hintsUsed: row.hintsUnlocked,
    };
  });
}

/** Where the learner stands on one exercise (the report panel, and the reply to a report). */
export async function exerciseScoreOf(userId: string, exercise: HostedExercise): Promise<ExerciseScore> {
  return scoreOf(await recordsOf(userId), exercise, Date.now());
}

/** The learner's whole score board. */
export async function scoreBoardOf(userId: string): Promise<ScoreBoard> {
  const records = await recordsOf(userId);
  const now = Date.now();
  const exercises = HOSTED_EXERCISES.map((exercise) => scoreOf(records, exercise, now));
  const found = foundOf(records);
  return {
    exercises,
    categories: DEFECT_CATEGORIES.map((category) => ({ category, found: found.filter((row) => row.category === category).length })),
    found,
    totals: {
      found: found.length,
      planted: DEFECT_CATALOGUE.length,
      hintsUsed: records.hints.length,
      challengesMet: records.challenges.length,
      challengesTotal: exercises.reduce((sum, row) => sum + row.challengesTotal, 0),
    },
  };
}
