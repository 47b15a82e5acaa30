import 'server-only';
import { z } from 'zod';
import { conflict } from '@/lib/api/errors';
import { parseOrThrow } from '@/lib/api/parse-or-throw';
import { recordDefectEvidence } from '@/lib/practice/bug-hunt/evidence';
import { readPracticeState, updatePracticeState } from '@/lib/practice/state-store';
import { FRAMES_ALERT_FORM_MSG, FRAME_SUBMISSIONS_MAX, frameFormSchema, type FrameForm, type FrameSubmission } from '../schemas';
import { FRAMES_ALERT_STATE } from '../state';

// The frame form's submissions (docs/practice/frames-alert.md#frame-form), kept per learner.

export const TOO_MANY_SUBMISSIONS = `This exercise keeps at most ${FRAME_SUBMISSIONS_MAX} submissions. Reset your practice data to start again.`;

/**
 * Planted defect FRA-03 (lib/practice/exercises/frames-alert/defects.ts): with bug mode on, the server checks only
 * that the email holds an "@", so "ann@example" or "ann@" is stored. Server-only, so the rule never
 * reaches the browser.
 */
const looseFrameFormSchema = frameFormSchema.extend({
  email: z
    .string({ error: FRAMES_ALERT_FORM_MSG.emailRequired })
    .trim()
    .min(1, FRAMES_ALERT_FORM_MSG.emailRequired)
    .refine((value) => value.includes('@'), FRAMES_ALERT_FORM_MSG.emailInvalid),
});

/** The body of POST …/submissions checked by the form's rules (FRA-03's loose e-mail rule when live): 400 with field messages otherwise. */
export function parseFrameForm(body: unknown, looseEmail: boolean): FrameForm {
  return parseOrThrow(looseEmail ? looseFrameFormSchema : frameFormSchema, body);
}

export async function listSubmissions(userId: string): Promise<FrameSubmission[]> {
  return (await readPracticeState(userId, FRAMES_ALERT_STATE)).submissions;
}

/**
 * POST …/submissions: checked by the rules of the learner's mode, stored, and FRA-03 recorded as the learner's
 * evidence when it let through an address the real rule refuses (docs/architecture.md#bug-hunt).
 */
export async function submitFrameForm(userId: string, body: unknown, looseEmail: boolean): Promise<{ submission: FrameSubmission; count: number }> {
  const stored = await addSubmission(userId, parseFrameForm(body, looseEmail));
  if (looseEmail && !frameFormSchema.safeParse(body).success) await recordDefectEvidence(userId, 'FRA-03');
  return stored;
}

/** Stores one submission; 409 once the learner has the most the exercise keeps. */
export async function addSubmission(userId: string, form: FrameForm): Promise<{ submission: FrameSubmission; count: number }> {
  return updatePracticeState(userId, FRAMES_ALERT_STATE, (state) => {
    if (state.submissions.length >= FRAME_SUBMISSIONS_MAX) throw conflict(TOO_MANY_SUBMISSIONS, 'TOO_MANY_SUBMISSIONS');
    const submission: FrameSubmission = { id: state.nextId, name: form.name, email: form.email, topic: form.topic };
    state.nextId += 1;
    state.submissions.push(submission);
    return { submission, count: state.submissions.length };
  });
}
