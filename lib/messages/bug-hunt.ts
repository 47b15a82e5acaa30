// The bug hunt's texts (docs/product.md#bug-hunt): the report form, the verdicts and their feedback, the limits.
// Plain data: the form, the handlers and the pages share them. Nothing here names a planted defect.

export const BUG_HUNT_MSG = {
  title: 'Give the report a title of 1 to 120 characters.',
  steps: 'Describe the steps to reproduce in 1 to 2000 characters.',
  expected: 'Say what you expected in 1 to 1000 characters.',
  actual: 'Say what actually happened in 1 to 1000 characters.',
  severity: 'Choose a severity: low, medium, high or critical.',
  area: 'Choose the area from the list on the task sheet.',
  areaUnknown: (areas: readonly string[]) => `area must be one of this exercise's report areas: ${areas.join(', ')}.`,
  exercise: 'exercise must be the id of an exercise of the practice lab (for example book-list).',
  // The page's evidence claim (POST …/bug-hunt/evidence), a field each: only a broken page or a script sends them.
  evidenceExercise: 'exercise must be the id of an exercise of the practice lab.',
  evidenceView: 'view must be the view id the page was given.',
  evidenceSlot: 'slot must be a slot key of at most 40 characters (a-z, 0-9 and hyphens).',
  evidenceCode: 'code must be text of at most 40 characters.',
  screenshot: 'Choose a screenshot image (PNG, JPEG, GIF or WebP) of at most 4 MB.',
  screenshotType: 'Only image files are allowed as a screenshot.',
  screenshotTaken: 'This report already has a screenshot.',
  screenshotQuota: (quotaMB: number) =>
    `Your screenshots already fill the ${quotaMB} MB a learner may store, so this one was not stored. Your report is kept without it. Reports cannot be deleted by learners: ask your trainer to free room.`,
  screenshotUnreadable: 'The screenshot could not be read as an image. Save it again as PNG, JPEG, GIF or WebP and upload it.',
  reportNotFound: 'There is no such defect report.',
  reportLimit: (misses: number, minutes: number) =>
    `You have had ${misses} reports on this exercise not credited within the last hour. Look again at what you saw, and report again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  sendFailed: 'Your report could not be sent. Please try again.',
  readFailed: 'Your bug hunt could not be loaded. Please try again.',
  unreadable: 'Your bug hunt arrived in a form this page cannot read. Please reload.',
  screenshotFailed: 'Your report was filed, but its screenshot was not stored: ',
  overrideDefect: 'Choose which planted defect the report found.',
  overrideNote: 'Write a note of 1 to 1000 characters for the learner.',
  overrideVerdict: 'Choose a verdict: credited, duplicate, not-planted, not-triggered or too-broad.',
  withdrawReason: 'Give a reason of 1 to 500 characters for withdrawing the credit.',
  withdrawNotCredited: 'This report holds no credit to withdraw.',
  withdrawDone: (revoked: number) =>
    `The credit is withdrawn${revoked > 0 ? ` and ${revoked} ${revoked === 1 ? 'certificate' : 'certificates'} it completed revoked` : ''}; the learner sees your reason.`,
  withdrawFailed: 'The credit could not be withdrawn. Please try again.',
  overrideTaken: (reportId: number) => `The learner was already credited for that defect, by report #${reportId}.`,
  overrideDone: 'The verdict is changed; the learner sees it with your note.',
  overrideFailed: 'The verdict could not be changed. Please try again.',
} as const;

/** What the learner reads under each verdict (docs/product.md#bug-hunt). */
export const BUG_HUNT_FEEDBACK = {
  credited: (defectId: string, category: string) => `Credited: you found the planted ${category} defect ${defectId}.`,
  // One text for every report not credited (not planted, not met, already found): it must not tell them apart.
  notCredited:
    'Not credited: this report does not describe, in its area, a planted defect you met yourself with bug mode on and were not credited for before. It counts as a miss. Compare what you saw with the task sheet, reproduce it with your own account or practice token, and say exactly what happened.',
  tooBroad:
    'Too broad: a report is credited for one defect, and this one says what several could do or lists more keywords than one defect needs. It counts as a miss. Report each defect on its own, saying exactly what you saw.',
  trainer: 'A trainer changed this verdict.',
} as const;

/** How each verdict is named to the learner. */
export const VERDICT_LABELS = {
  credited: 'Credited',
  'not-credited': 'Not credited',
  'too-broad': 'Too broad',
} as const;

/** How each of the server's own verdicts is named to trainers. */
export const TRAINER_VERDICT_LABELS = {
  credited: 'Credited',
  duplicate: 'Already credited',
  'not-planted': 'Not a planted defect',
  'not-triggered': 'Not triggered',
  'too-broad': 'Too broad',
  withdrawn: 'Withdrawn',
} as const;
