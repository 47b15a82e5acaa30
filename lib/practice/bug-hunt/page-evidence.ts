import 'server-only';
import { z } from 'zod';
import { parseOrThrow } from '../../api/parse-or-throw';
import { getDb } from '../../db/client';
import { BUG_HUNT_MSG } from '../../messages/bug-hunt';
import { practiceProbeRejections } from '../../db/schema';
import { hitRateLimit, RATE_RULES } from '../../security/rate-limit';
import { HOSTED_EXERCISES, type HostedExercise } from '../registry';
import { plantedDefectsOf } from '../defects/planted';
import { noteSuiteRoundReached } from '../suite-score/reached';
import { recordDefectEvidence } from './evidence';
import { checkProbe, issueProbeView, type ProbeView } from './probes';

// What an exercise page reports when it shows a planted defect that lives in the browser (docs/architecture.md#bug-hunt):
// the code the server issued to this learner for this page view and slot. A code counts only for the learner it was
// issued to, with its defect live when issued (bug mode on, or that defect pinned), within its lifetime, and when the learner's stored state could have shown
// the defect. Any other code changes nothing the learner can see (204 all the same), but is kept for the trainer; and
// the posts are limited per learner, so trying codes is bounded and visible.


const shortText = (max: number, message: string) => z.string({ error: message }).min(1, message).max(max, message);

export const PageEvidenceSchema = z
  .strictObject({
    exercise: z.enum(HOSTED_EXERCISES, { error: BUG_HUNT_MSG.evidenceExercise }),
    view: shortText(60, BUG_HUNT_MSG.evidenceView),
    slot: shortText(40, BUG_HUNT_MSG.evidenceSlot).regex(/^[a-z0-9-]+$/, BUG_HUNT_MSG.evidenceSlot),
    code: shortText(40, BUG_HUNT_MSG.evidenceCode),
  })
  .meta({ id: 'PageEvidence', description: 'A page view says it shows the state of one of its slots.' });
export type PageEvidence = z.output<typeof PageEvidenceSchema>;

export const ProbeViewQuerySchema = z.object({ exercise: z.enum(HOSTED_EXERCISES, { error: BUG_HUNT_MSG.evidenceExercise }).describe('The exercise the page shows.') });

/** The `?exercise=` of a request an exercise page sends as it loads (its view's codes, its start); a 400 naming the field otherwise. */
export function pageExerciseOf(request: Request): HostedExercise {
  return parseOrThrow(ProbeViewQuerySchema, { exercise: new URL(request.url).searchParams.get('exercise') ?? undefined }).exercise;
}

/** GET …/bug-hunt/view: a fresh view's codes for every page-side slot of the exercise. */
export async function probeViewFor(userId: string, exercise: HostedExercise): Promise<ProbeView> {
  return issueProbeView(userId, exercise, await plantedDefectsOf(userId));
}

/** POST …/bug-hunt/evidence: counted against the learner's limit first (429 past it), then checked. */
export async function notePageEvidence(userId: string, claim: PageEvidence): Promise<void> {
  await hitRateLimit(RATE_RULES.bugHuntEvidencePerUser, userId);
  const checked = checkProbe(userId, claim);
  if (checked.kind === 'rejected') {
    const db = await getDb();
    await db.insert(practiceProbeRejections).values({ userId, exercise: claim.exercise, slot: claim.slot, reason: checked.reason, at: new Date() });
    return;
  }
  if (checked.kind === 'inert') return;
  const { reached } = checked.defect.evidence;
  if (reached && !(await reached(userId, checked.issuedAt))) return;
  await noteSuiteRoundReached(userId, checked.defect.id, checked.issuedAt);
  await recordDefectEvidence(userId, checked.defect.id, 'page');
}
