import { z } from 'zod';
import { BUG_HUNT_MSG } from '../../messages/bug-hunt';
import { hasMultiLineControlChars, hasSingleLineControlChars } from '../../validation/text';
import { HOSTED_EXERCISES } from '../registry';

// A defect report and the bug hunt's replies (docs/product.md#bug-hunt): one schema per rule, shared by the report
// form, the route handlers and the practice API document (each named with .meta({ id })). Client-safe: what a
// learner may see, never a defect's summary, a locked hint or how a report is matched.

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

/**
 * The server's verdicts, stored and shown to trainers: credited, duplicate (a defect credited before), not triggered
 * (a planted defect the learner has no evidence of), not planted, too broad (says what several defects do), withdrawn
 * (a trainer took the credit back). A learner reads them as LEARNER_VERDICTS.
 */
export const VERDICTS = ['credited', 'duplicate', 'not-planted', 'not-triggered', 'too-broad', 'withdrawn'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** What a trainer may set by hand; a withdrawal has its own action, which also revokes certificates. */
export const OVERRIDE_VERDICTS = ['credited', 'duplicate', 'not-planted', 'not-triggered', 'too-broad'] as const;

/**
 * What a learner reads: every verdict but credited and too broad is "not credited", with one and the same feedback,
 * so a report never tells whether a defect of that description is planted, unmet or already found.
 */
export const LEARNER_VERDICTS = ['credited', 'not-credited', 'too-broad'] as const;
export type LearnerVerdict = (typeof LEARNER_VERDICTS)[number];

export const learnerVerdictOf = (verdict: string): LearnerVerdict => (verdict === 'credited' ? 'credited' : verdict === 'too-broad' ? 'too-broad' : 'not-credited');

/** Every server verdict but credited: the reports the guess limit counts and the hints answer. A duplicate is one. */
export const MISS_VERDICTS: readonly Verdict[] = ['not-planted', 'not-triggered', 'duplicate', 'too-broad'];

function text(max: number, message: string, multiLine: boolean) {
  const forbidden = multiLine ? hasMultiLineControlChars : hasSingleLineControlChars;
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, message)
    .refine((value) => !forbidden(value), message);
}

export const REPORT_LIMITS = { title: 120, steps: 2000, expected: 1000, actual: 1000, note: 1000 } as const;

export const ExerciseIdSchema = z.enum(HOSTED_EXERCISES, { error: BUG_HUNT_MSG.exercise }).meta({ id: 'ExerciseId', description: 'An exercise of the practice lab.' });

export const DefectReportInputSchema = z
  .strictObject({
    exercise: ExerciseIdSchema,
    title: text(REPORT_LIMITS.title, BUG_HUNT_MSG.title, false).meta({ description: 'One line naming the defect.', examples: ['Cart total ignores quantities'] }),
    steps: text(REPORT_LIMITS.steps, BUG_HUNT_MSG.steps, true).meta({ description: 'The steps to reproduce; new lines allowed.', examples: ['1. Add a tomato\n2. Press + on its line'] }),
    expected: text(REPORT_LIMITS.expected, BUG_HUNT_MSG.expected, true).meta({ description: 'What the task sheet says should happen.', examples: ['Total $90'] }),
    actual: text(REPORT_LIMITS.actual, BUG_HUNT_MSG.actual, true).meta({ description: 'What happened instead, as exactly as you saw it.', examples: ['Total stays $45'] }),
    severity: z.enum(SEVERITIES, { error: BUG_HUNT_MSG.severity }).meta({ description: 'How bad the defect is for a user.' }),
    area: z
      .string({ error: BUG_HUNT_MSG.area })
      .trim()
      .min(1, BUG_HUNT_MSG.area)
      .max(60, BUG_HUNT_MSG.area)
      .meta({ description: "One of the report areas the exercise's task sheet lists (its id).", examples: ['cart'] }),
  })
  .meta({ id: 'DefectReportInput', description: 'A defect report. Unknown fields are refused.' });
export type DefectReportInput = z.output<typeof DefectReportInputSchema>;

export const DefectReportSchema = z
  .object({
    id: z.number().int().positive(),
    exercise: z.string(),
    title: z.string(),
    steps: z.string(),
    expected: z.string(),
    actual: z.string(),
    severity: z.enum(SEVERITIES),
    area: z.string(),
    createdAt: z.iso.datetime(),
    verdict: z.enum(LEARNER_VERDICTS).meta({
      description: 'credited; too-broad (says what several defects do, or lists keywords); not-credited (anything else, whatever the reason). The last two count as a miss.',
    }),
    feedback: z.string().meta({ description: 'What the verdict means for this report.' }),
    defectId: z.string().nullable().meta({ description: 'The planted defect credited; null unless the verdict is credited.' }),
    trainerNote: z.string().nullable().meta({ description: "A trainer's note, when a trainer changed the verdict." }),
    screenshot: z.string().nullable().meta({ description: 'Where the screenshot can be read (the site session only), or null.' }),
  })
  .meta({ id: 'DefectReport', description: 'A defect report of the learner, with its verdict.' });
export type DefectReport = z.output<typeof DefectReportSchema>;

export const UnlockedHintSchema = z
  .object({ level: z.number().int().min(1).max(2), text: z.string(), unlockedAt: z.iso.datetime() })
  .meta({ id: 'UnlockedHint', description: 'A hint the misses on an exercise unlocked (after 2 and after 4).' });
export type UnlockedHint = z.output<typeof UnlockedHintSchema>;

export const ExerciseScoreSchema = z
  .object({
    exercise: z.string(),
    name: z.string(),
    found: z.number().int().min(0),
    planted: z.number().int().min(0),
    misses: z.number().int().min(0).meta({ description: 'Reports on this exercise not credited, ever.' }),
    guessesLeft: z.number().int().min(0).meta({ description: 'Misses still allowed within the hour before reports are refused.' }),
    hints: z.array(UnlockedHintSchema),
    challengesMet: z.number().int().min(0),
    challengesTotal: z.number().int().min(0),
  })
  .meta({ id: 'ExerciseScore', description: 'Found and planted defects of one exercise; never which are still to find.' });
export type ExerciseScore = z.output<typeof ExerciseScoreSchema>;

export const FoundDefectSchema = z
  .object({
    defectId: z.string(),
    exercise: z.string(),
    category: z.string(),
    reportId: z.number().int().positive(),
    reportTitle: z.string(),
    creditedAt: z.iso.datetime(),
    secondsToFind: z.number().int().min(0).meta({ description: "From the learner's first bug-hunt activity on the exercise to the credit." }),
    hintsUsed: z.number().int().min(0).max(2),
  })
  .meta({ id: 'FoundDefect', description: 'A planted defect credited to the learner.' });
export type FoundDefect = z.output<typeof FoundDefectSchema>;

export const ScoreBoardSchema = z
  .object({
    exercises: z.array(ExerciseScoreSchema),
    categories: z.array(z.object({ category: z.string(), found: z.number().int().min(0) })),
    found: z.array(FoundDefectSchema),
    totals: z.object({
      found: z.number().int().min(0),
      planted: z.number().int().min(0),
      hintsUsed: z.number().int().min(0),
      challengesMet: z.number().int().min(0),
      challengesTotal: z.number().int().min(0),
    }),
  })
  .meta({ id: 'ScoreBoard', description: "The learner's bug hunt: found and planted per exercise, found per category, hints, challenges, times to find." });
export type ScoreBoard = z.output<typeof ScoreBoardSchema>;

export const FiledReportSchema = z
  .object({ report: DefectReportSchema, score: ExerciseScoreSchema })
  .meta({ id: 'FiledReport', description: 'The report with its verdict, and where the learner now stands on the exercise.' });
export type FiledReport = z.output<typeof FiledReportSchema>;

export const ReportListSchema = z
  .object({ reports: z.array(DefectReportSchema), total: z.number().int().min(0), page: z.number().int().min(1), pages: z.number().int().min(1) })
  .meta({ id: 'DefectReportList', description: "One page of the learner's reports, newest first." });
export type ReportList = z.output<typeof ReportListSchema>;

/** The override a trainer sends (PUT /api/practice/v1/bug-hunt/reports/{id}/verdict). */
export const VerdictOverrideSchema = z
  .object({
    verdict: z.enum(OVERRIDE_VERDICTS, { error: BUG_HUNT_MSG.overrideVerdict }),
    /** The planted defect a credit is for; only with verdict credited. */
    defectId: z.string({ error: BUG_HUNT_MSG.overrideDefect }).trim().max(20, BUG_HUNT_MSG.overrideDefect).optional(),
    note: text(REPORT_LIMITS.note, BUG_HUNT_MSG.overrideNote, true),
  })
  .superRefine((value, ctx) => {
    if (value.verdict === 'credited' && !value.defectId) ctx.addIssue({ code: 'custom', path: ['defectId'], message: BUG_HUNT_MSG.overrideDefect });
  });
export type VerdictOverride = z.output<typeof VerdictOverrideSchema>;

/** A trainer's withdrawal of a credit (POST /api/practice/v1/bug-hunt/reports/{id}/withdraw). */
export const CreditWithdrawalSchema = z.strictObject({ reason: text(500, BUG_HUNT_MSG.withdrawReason, true) });
export type CreditWithdrawal = z.output<typeof CreditWithdrawalSchema>;
