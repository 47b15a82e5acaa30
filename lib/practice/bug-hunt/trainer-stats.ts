import 'server-only';
import { min } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { practiceDefectCredits, practiceDefectEvidence, practiceDefectReports } from '../../db/schema';
import type { DefectCategory, DefectDifficulty } from '../defects/types';
import { DEFECT_CATALOGUE } from '../server-registry';

// The trainer's view of every planted defect (docs/product.md#admin-bug-hunt): how many learners found it, the
// median time they took (from their first bug-hunt activity on the exercise to the credit, as on their score
// board), and the share that had unlocked one of its hints first. Read through the server registry; names no
// exercise. For the admin panel only: it carries the catalogue's summaries.

export interface DefectStat {
  id: string;
  exercise: string;
  category: DefectCategory;
  difficulty: DefectDifficulty;
  summary: string;
  found: number;
  /** Null when nobody found it yet. */
  medianSecondsToFind: number | null;
  /** 0 to 1; null when nobody found it yet. */
  shareWithHints: number | null;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

export async function defectStats(): Promise<DefectStat[]> {
  const db = await getDb();
  const [credits, evidenceStarts, reportStarts] = await Promise.all([
    db.select().from(practiceDefectCredits),
    db
      .select({ userId: practiceDefectEvidence.userId, exercise: practiceDefectEvidence.exercise, at: min(practiceDefectEvidence.firstSeenAt) })
      .from(practiceDefectEvidence)
      .groupBy(practiceDefectEvidence.userId, practiceDefectEvidence.exercise),
    db
      .select({ userId: practiceDefectReports.userId, exercise: practiceDefectReports.exercise, at: min(practiceDefectReports.createdAt) })
      .from(practiceDefectReports)
      .groupBy(practiceDefectReports.userId, practiceDefectReports.exercise),
  ]);
  const starts = new Map<string, number>();
  for (const row of [...evidenceStarts, ...reportStarts]) {
    if (!row.at) continue;
    // min() comes back as text from one driver and as a Date from the other.
    const at = new Date(row.at as unknown as string).getTime();
    const key = `${row.userId}\n${row.exercise}`;
    starts.set(key, Math.min(starts.get(key) ?? at, at));
  }
  return DEFECT_CATALOGUE.map((defect) => {
    const mine = credits.filter((credit) => credit.defectId === defect.id);
    const times = mine.map((credit) => Math.max(0, Math.round((credit.creditedAt.getTime() - (starts.get(`${credit.userId}\n${credit.exercise}`) ?? credit.creditedAt.getTime())) / 1000)));
    return {
      id: defect.id,
      exercise: defect.exercise,
      category: defect.category,
      difficulty: defect.difficulty,
      summary: defect.summary,
      found: mine.length,
      medianSecondsToFind: median(times),
      shareWithHints: mine.length ? mine.filter((credit) => credit.hintsUnlocked > 0).length / mine.length : null,
    };
  });
}

/** How many learners have hunted at all (met a planted defect or filed a report): the chart's scale. */
export async function huntingLearners(): Promise<number> {
  const db = await getDb();
  const hunters = await db
    .selectDistinct({ userId: practiceDefectEvidence.userId })
    .from(practiceDefectEvidence)
    .union(db.selectDistinct({ userId: practiceDefectReports.userId }).from(practiceDefectReports));
  return hunters.length;
}
