import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { practiceSuiteRounds } from '@/lib/db/schema';
import { exercisePagePlanted, pageFlagsOf } from '@/lib/practice/defects/active';
import { NONE_PLANTED, onlyPlanted } from '@/lib/practice/defects/planted';
import type { HostedExercise } from '@/lib/practice/registry';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
import { defectsOf } from '@/lib/practice/server-registry';
import { call } from '@/tests/helpers/http';
import type { TestUser } from '@/tests/helpers/users';
import { API_CHECKS } from '../defects/api-checks';

// What a learner's requests meet during a scoring round (docs/architecture.md#suite-score), as the round tests read it:
// the exercise's API checks (../defects/api-checks.ts) on fresh data, and what the exercise page starts from. The
// exercise is Mouse Actions: server-side and page-side defects, and no planted wait that needs a spy.

export const ROUND_EXERCISE: HostedExercise = 'mouse-action';
export const ROUND_DEFECTS = defectsOf(ROUND_EXERCISE);
/** The exercise's defects an API check sees. */
export const CHECKED = ROUND_DEFECTS.map((defect) => defect.id).filter((id) => id in API_CHECKS);

const { POST: reset } = mountedPracticeRoute('/api/practice/v1/[exercise]/reset');

/** The ids of the exercise's API checks that fail for the learner now, each run on the learner's data reset. */
export async function failingChecks(user: TestUser): Promise<string[]> {
  const failing: string[] = [];
  for (const id of CHECKED) {
    const path = `/api/practice/v1/${ROUND_EXERCISE}/reset`;
    const reply = await call(reset, { method: 'POST', path, params: { exercise: ROUND_EXERCISE }, cookie: user.cookie });
    if (reply.status !== 200) throw new Error(`reset: ${reply.status}`);
    if (!(await API_CHECKS[id](user))) failing.push(id);
  }
  return failing;
}

/** What the exercise page starts from when the learner opens it now (components/practice/exercise-page.tsx). */
export const pageStart = (user: TestUser) => exercisePagePlanted(user.id, ROUND_EXERCISE);

/** What a page must start from while exactly `defectId` (or none) is pinned for a scoring round. */
export const pageInRound = (bugMode: boolean, defectId: string | null) => ({
  bugMode,
  planted: pageFlagsOf(ROUND_EXERCISE, defectId === null ? NONE_PLANTED : onlyPlanted(defectId)),
  followSwitch: false,
});

/** The page of a learner who has no defect live: every flag off, the switch deciding. */
export const cleanPage = { bugMode: false, planted: pageFlagsOf(ROUND_EXERCISE, NONE_PLANTED), followSwitch: true };

/** The test peeks at what the server drew for round n (the learner never can). */
export async function roundDefect(runId: number, n: number): Promise<{ defectId: string | null; reachedAt: Date | null }> {
  const db = await getDb();
  const [round] = await db
    .select({ defectId: practiceSuiteRounds.defectId, reachedAt: practiceSuiteRounds.reachedAt })
    .from(practiceSuiteRounds)
    .where(and(eq(practiceSuiteRounds.runId, runId), eq(practiceSuiteRounds.n, n)));
  return round;
}
