import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { EXERCISES, HOSTED_EXERCISES } from '../registry';
import { defectsOf } from '../server-registry';
import { isKill } from './result';

// The trainer's teaching signal (docs/product.md#trainers-view): per planted defect, how many of the class's suites
// kill it, so the bugs nobody's suite catches stand out. A learner's suite for an exercise is their latest finished
// run of it that got a score (a suite that fails on the clean build says nothing); a kill is what a run's own result
// calls one (`isKill`, ./result.ts), so the two can never disagree. One query for the whole class (a row per defect
// round of each suite); students only.

export interface DefectKills {
  /** The defect's place in the exercise (1, 2, …), as learners' matrices number it. */
  defect: number;
  /** What is wrong, in the trainer's words (never shown to learners). */
  summary: string;
  kills: number;
}

export interface ExerciseKills {
  exercise: string;
  name: string;
  /** How many learners have a scored suite for the exercise. */
  suites: number;
  defects: DefectKills[];
}

interface DefectRoundRow extends Record<string, unknown> {
  user_id: string;
  exercise: string;
  defect_id: string;
  outcome: string | null;
  reached_at: string | Date | null;
}

export async function classDefectKills(): Promise<ExerciseKills[]> {
  const db = await getDb();
  const result = await db.execute<DefectRoundRow>(sql`
    with suites as (
      select distinct on (r.user_id, r.exercise) r.id, r.user_id, r.exercise
      from practice_suite_runs r
      join users u on u.id = r.user_id and u.role = 'student'
      where r.status = 'finished' and r.score is not null
      order by r.user_id, r.exercise, r.ended_at desc nulls last, r.id desc
    )
    select s.user_id, s.exercise, d.defect_id, d.outcome, d.reached_at
    from suites s
    join practice_suite_rounds d on d.run_id = s.id and d.defect_id is not null`);
  const rows = result.rows;
  return HOSTED_EXERCISES.flatMap((exercise): ExerciseKills[] => {
    const mine = rows.filter((row) => row.exercise === exercise);
    if (mine.length === 0) return [];
    const suites = new Set(mine.map((row) => row.user_id)).size;
    const defects = defectsOf(exercise).map((defect, index) => ({
      defect: index + 1,
      summary: defect.summary,
      kills: mine.filter((row) => row.defect_id === defect.id && isKill({ outcome: row.outcome, reachedAt: row.reached_at === null ? null : new Date(row.reached_at) })).length,
    }));
    return [{ exercise, name: EXERCISES[exercise].name, suites, defects }];
  });
}
