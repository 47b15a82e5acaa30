import { z } from 'zod';
import { CERTIFICATE_MSG } from '../messages';
import { multiLineText } from './text';

// An admin's certificate rule for a course and a revocation (docs/product.md#certificates): the admin forms and
// PUT /api/trainer/certificate-rules/{courseId}, POST /api/trainer/certificates/{code}/revoke share these.

const COUNT_MAX = 1000;

/** An optional count: empty (null) means the rule does not require it. */
const optionalCount = (what: string) =>
  z.number({ error: CERTIFICATE_MSG.count(what) }).int(CERTIFICATE_MSG.count(what)).min(1, CERTIFICATE_MSG.count(what)).max(COUNT_MAX, CERTIFICATE_MSG.count(what)).nullable();

export const certificateRuleSchema = z
  .object({
    allTopics: z.boolean().default(false),
    videoPercent: z.number({ error: CERTIFICATE_MSG.videoPercent }).int(CERTIFICATE_MSG.videoPercent).min(1, CERTIFICATE_MSG.videoPercent).max(100, CERTIFICATE_MSG.videoPercent).nullable().default(null),
    exercises: optionalCount('exercises').default(null),
    defects: optionalCount('defects').default(null),
    challenges: optionalCount('challenges').default(null),
    // "Suite score ≥ suitePercent % on suiteExercises exercises" (lib/practice/suite-score): a pair, both or neither.
    suitePercent: z.number({ error: CERTIFICATE_MSG.suitePercent }).int(CERTIFICATE_MSG.suitePercent).min(1, CERTIFICATE_MSG.suitePercent).max(100, CERTIFICATE_MSG.suitePercent).nullable().default(null),
    suiteExercises: optionalCount('exercises scored').default(null),
  })
  .refine(
    (rule) => rule.allTopics || rule.videoPercent !== null || rule.exercises !== null || rule.defects !== null || rule.challenges !== null || rule.suitePercent !== null,
    { message: CERTIFICATE_MSG.ruleEmpty, path: ['allTopics'] },
  )
  .refine((rule) => (rule.suitePercent === null) === (rule.suiteExercises === null), {
    message: CERTIFICATE_MSG.suitePair,
    path: ['suiteExercises'],
  });
export type CertificateRuleInput = z.input<typeof certificateRuleSchema>;

/**
 * A rule whose only requirement is topics, which learners mark read themselves: allowed (the SPEC's Done box), but the
 * admin form warns and its certificates say "Self-attested: topics marked read" first.
 */
export function isSelfAttestedOnly(rule: {
  allTopics: boolean;
  videoPercent: number | null;
  exercises: number | null;
  defects: number | null;
  challenges: number | null;
  suitePercent?: number | null;
}): boolean {
  return rule.allTopics && rule.videoPercent === null && rule.exercises === null && rule.defects === null && rule.challenges === null && (rule.suitePercent ?? null) === null;
}
export type CertificateRule = z.output<typeof certificateRuleSchema>;

export const REVOKE_REASON_MAX = 500;

export const revokeSchema = z.object({
  reason: multiLineText(CERTIFICATE_MSG.reasonRequired).trim().min(1, CERTIFICATE_MSG.reasonRequired).max(REVOKE_REASON_MAX, CERTIFICATE_MSG.reasonMax),
});

/**
 * A verification code as it appears in a URL: four groups of four from Crockford's base-32 alphabet (no I, L, O, U),
 * upper case. Anything else cannot be a code and answers 404 before any lookup.
 */
export const CERTIFICATE_CODE = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/;
