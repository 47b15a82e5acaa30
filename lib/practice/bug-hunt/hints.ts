import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { practiceDefectHints } from '../../db/schema';
import type { DbTx } from '../../db/types';
import type { PlantedDefect } from '../defects/types';
import { BUG_HUNT_FIGURES } from './figures';
import type { HuntState, Judgement } from './judge';
import type { UnlockedHint } from './schemas';

// Hints the misses unlock (docs/architecture.md#bug-hunt): after two misses on an exercise its first hint, after four
// its second. Both are of one planted defect the learner has not found: the one their misses came nearest. Only
// unlocked hints ever leave the server.

const DIFFICULTY_RANK = { easy: 0, medium: 1, hard: 2 } as const;

/** The defect a miss points to: the one it came nearest, else one met in its area, one met, one in its area, the easiest. */
export function hintTarget(judgement: Judgement, area: string, { defects, evidence, credited }: HuntState): PlantedDefect | null {
  if (judgement.defect && !credited.has(judgement.defect.id)) return judgement.defect;
  const rank = (defect: PlantedDefect) => {
    const here = defect.report.areas.includes(area);
    const met = evidence.has(defect.id);
    return (here && met ? 0 : met ? 1 : here ? 2 : 3) * 3 + DIFFICULTY_RANK[defect.difficulty];
  };
  const open = defects.filter((defect) => !credited.has(defect.id));
  return open.reduce<PlantedDefect | null>((best, defect) => (best === null || rank(defect) < rank(best) ? defect : best), null);
}

/** How many hint levels `misses` misses on an exercise unlock: 0, 1 or 2. */
export function hintLevelsFor(misses: number): number {
  return BUG_HUNT_FIGURES.hintAfterMisses.filter((after) => misses >= after).length;
}

interface HintRow {
  defectId: string;
  level: number;
}

/** After a miss, inside the report's transaction: unlocks what the learner's misses on the exercise have earned. */
export async function unlockEarnedHints(tx: DbTx, userId: string, exercise: string, misses: number, target: () => PlantedDefect | null, credited: ReadonlySet<string>): Promise<void> {
  const wanted = hintLevelsFor(misses);
  if (wanted === 0) return;
  const rows: HintRow[] = await tx
    .select({ defectId: practiceDefectHints.defectId, level: practiceDefectHints.level })
    .from(practiceDefectHints)
    .where(and(eq(practiceDefectHints.userId, userId), eq(practiceDefectHints.exercise, exercise)));
  const unlock = (defectId: string, level: number) =>
    tx.insert(practiceDefectHints).values({ userId, defectId, exercise, level, unlockedAt: new Date() }).onConflictDoNothing();

  let first = rows.find((row) => row.level === 1)?.defectId ?? null;
  if (first === null) {
    first = target()?.id ?? null;
    if (first === null) return;
    await unlock(first, 1);
  }
  if (wanted < 2 || rows.some((row) => row.level === 2)) return;
  // The second hint goes on with the same defect, unless the learner has found it meanwhile.
  const second = credited.has(first) ? target()?.id ?? null : first;
  if (second === null) return;
  if (second !== first) await unlock(second, 1);
  await unlock(second, 2);
}

/** The learner's unlocked hints, of one exercise or all, in the order they came. */
export async function unlockedHintsOf(userId: string, defects: ReadonlyMap<string, PlantedDefect>): Promise<(UnlockedHint & { exercise: string; defectId: string })[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(practiceDefectHints)
    .where(eq(practiceDefectHints.userId, userId))
    .orderBy(asc(practiceDefectHints.unlockedAt), asc(practiceDefectHints.level));
  return rows.flatMap((row) => {
    const defect = defects.get(row.defectId);
    if (!defect || (row.level !== 1 && row.level !== 2)) return [];
    return [{ exercise: row.exercise, defectId: row.defectId, level: row.level, text: defect.hints[row.level - 1], unlockedAt: row.unlockedAt.toISOString() }];
  });
}
