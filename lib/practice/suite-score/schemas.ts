import { z } from 'zod';
import { HOSTED_EXERCISES } from '../registry';
import { SUITE_SCORE_FIGURES } from './figures';
import { SUITE_SCORE_MSG } from './messages';

// The suite score API's input and reply shapes (docs/product.md#suite-score): the handlers parse and answer with
// these, and its share of the OpenAPI document is built from them.

export const StartRunSchema = z
  .strictObject({ exercise: z.enum(HOSTED_EXERCISES, { error: SUITE_SCORE_MSG.exerciseUnknown }) })
  .meta({ id: 'SuiteRunStart', description: 'The exercise whose planted defects your suite is scored against.' });

export const RoundOutcomeSchema = z
  .strictObject({
    outcome: z.enum(['passed', 'failed'], { error: SUITE_SCORE_MSG.outcome }),
    junit: z.string().max(SUITE_SCORE_FIGURES.junitMaxChars, SUITE_SCORE_MSG.junitTooLong).optional().describe('The JUnit XML report your runner wrote, for the failed tests\' names.'),
  })
  .meta({ id: 'SuiteRoundOutcome', description: 'What your suite did in the round.' });

const runId = z.string().regex(/^[1-9]\d{0,9}$/).transform(Number);
export const runParam = z.object({ id: runId });
export const roundParam = z.object({ id: runId, n: z.string().regex(/^[1-9]\d{0,3}$/).transform(Number) });

export const SUITE_RUN_STATUSES = ['open', 'finished', 'abandoned', 'expired'] as const;

export const SuiteResultSchema = z
  .object({
    score: z.number().min(0).max(1).nullable().describe('Killed / defects; null when a clean round failed.'),
    killed: z.number().int(),
    defects: z.number().int(),
    failsClean: z.boolean().describe('A clean round failed: the suite fails on the clean build, so it gets no score.'),
    flaky: z.boolean().describe('The clean rounds disagreed: one passed, another failed.'),
    matrix: z.array(
      z.object({
        defect: z.number().int().describe("The defect's place in the exercise (1, 2, …), the same in every run."),
        killed: z.boolean(),
        failedTests: z.array(z.string()).describe('The tests that failed in its round, when JUnit XML came.'),
      }),
    ),
  })
  .meta({ id: 'SuiteResult', description: 'Per defect, killed or survived; the score.' });
export type SuiteResult = z.output<typeof SuiteResultSchema>;

export const SuiteRunSchema = z
  .object({
    id: z.number().int(),
    exercise: z.string(),
    rounds: z.number().int().describe('How many rounds the run has: one per defect and the clean ones.'),
    reported: z.number().int().describe('Rounds reported so far.'),
    status: z.enum(SUITE_RUN_STATUSES),
    startedAt: z.string(),
    deadline: z.string().nullable().describe('While open: the next call must come before this, or the run expires.'),
    result: SuiteResultSchema.nullable().describe('Once finished.'),
  })
  .meta({ id: 'SuiteRun', description: 'A scoring run of your suite.' });
export type SuiteRun = z.output<typeof SuiteRunSchema>;

export const SuiteRoundSchema = z
  .object({
    round: z.number().int(),
    of: z.number().int(),
    expiresAt: z.string().describe('Report the outcome before this.'),
  })
  .meta({ id: 'SuiteRound', description: 'The round now in progress: the same shape whatever it holds.' });
