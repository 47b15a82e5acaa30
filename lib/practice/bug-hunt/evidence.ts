import 'server-only';
import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { processSingleton } from '../../cache/process-singleton';
import { getDb } from '../../db/client';
import { practiceDefectEvidence } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { isDefectOn } from '../defects/planted';
import { exerciseOfDefectId } from '../registry';
import { noteSuiteRoundReached } from '../suite-score/reached';

// Evidence that a learner met a planted defect (docs/architecture.md#bug-hunt): written where the defect manifests,
// by the exercise's server code (a request that met it: 'server') or by the evidence route for what only the page shows,
// from a code issued to this learner ('page'); the trainer's trust view tells the two apart.
// A report is credited only with the reporter's own evidence. The first time is kept; later ones change nothing.

// What this instance knows is stored, so a suite meeting a defect on every request costs a set lookup. Evidence
// rows are never deleted but with their account, so "already stored" cannot turn false for a learner who exists.
const stored = () => processSingleton('practice-defect-evidence', () => new LRUCache<string, Set<string>>({ max: 20_000 }));

/**
 * Records that the learner met the planted defect (call it at the defective branch, where that defect is live). Never
 * throws: a failure is logged and the learner's request goes on as it would have. The server's own evidence counts
 * only for a defect live for the learner now (docs/architecture.md#defects-one-at-a-time): with one defect pinned, no
 * other can be evidenced, whatever branch a request took. A page's was checked against its code's issue instead.
 */
export async function recordDefectEvidence(userId: string, defectId: string, via: 'server' | 'page' = 'server'): Promise<void> {
  // A scoring round's kill needs its own reach, whatever was evidenced before (the page's is noted with its code's issue).
  if (via === 'server') await noteSuiteRoundReached(userId, defectId);
  const known = stored().get(userId);
  if (known?.has(defectId)) return;
  try {
    if (via === 'server' && !(await isDefectOn(userId, defectId))) return;
    // The exercise from the id's prefix, not from the defect catalogue: the catalogue is the server registry's, which
    // imports the exercises' code that calls this. tests/unit/practice/defect-evidence-ids.test.ts holds every id
    // recorded here to the catalogue.
    const exercise = exerciseOfDefectId(defectId);
    if (!exercise) throw new Error(`no planted defect ${defectId}`);
    const db = await getDb();
    await db.insert(practiceDefectEvidence).values({ userId, defectId, exercise, via, firstSeenAt: new Date() }).onConflictDoNothing();
    const set = stored().get(userId) ?? new Set<string>();
    set.add(defectId);
    stored().set(userId, set);
  } catch (error) {
    console.error(`[bug-hunt] evidence of ${defectId} not recorded`, error);
  }
}

export interface EvidenceRow {
  defectId: string;
  firstSeenAt: Date;
}

/** The learner's evidence on one exercise; inside a transaction, pass it (the embedded database has one connection). */
export async function evidenceOf(userId: string, exercise: string, db: DbOrTx | null = null): Promise<EvidenceRow[]> {
  return (db ?? (await getDb()))
    .select({ defectId: practiceDefectEvidence.defectId, firstSeenAt: practiceDefectEvidence.firstSeenAt })
    .from(practiceDefectEvidence)
    .where(and(eq(practiceDefectEvidence.userId, userId), eq(practiceDefectEvidence.exercise, exercise)));
}
