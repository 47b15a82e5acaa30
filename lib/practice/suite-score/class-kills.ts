import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { EXERCISES, HOSTED_EXERCISES } from '../registry';
import { defectsOf } from '../server-registry';

// The trainer's teaching signal (docs/product.md#trainers-view): per planted defect, how many of the class's suites
// kill it, so the bugs nobody's suite catches stand out. A learner's suite for an exercise is their latest finished
// run of it that got a score (a suite that fails on the clean build says nothing); a kill is a round that failed and
// reached its defect. One query for the whole class, grouped by defect; students only.

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

interface KillRow extends Record<string, unknown> {
  exercise: string;
  defect_id: string;
  suites: number;
  kills: number;
}

export async function classDefectKills(): Promise<ExerciseKills[]> {
  const db = await getDb();
  const result = await db.execute<KillRow>(sql`
    with suites as (
      select distinct on (r.user_id, r.exercise) r.id, r.exercise
      from practice_suite_runs r
      join users u on u.id = r.user_id and u.role = 'student'
      where r.status = 'finished' and r.score is not null
      order by r.user_id, r.exercise, r.ended_at desc nulls last, r.id desc
    )
    select s.exercise, d.defect_id,
      count(*)::int as suites,
      (count(*) filter (where d.outcome = 'failed' and d.reached_at is not null))::int as kills
    from suites s
    join practice_suite_rounds d on d.run_id = s.id and d.defect_id is not null
    group by s.exercise, d.defect_id`);
  const rows = result.rows;
  return HOSTED_EXERCISES.flatMap((exercise): ExerciseKills[] => {
    const mine = rows.filter((row) => row.exercise === exercise);
    if (mine.length === 0) return [];
    const suites = Math.max(...mine.map((row) => Number(row.suites)));
    const defects = defectsOf(exercise).map((defect, index) => ({
      defect: index + 1,
      summary: defect.summary,
      kills: Number(mine.find((row) => row.defect_id === defect.id)?.kills ?? 0),
    }));
    return [{ exercise, name: EXERCISES[exercise].name, suites, defects }];
  });
}
