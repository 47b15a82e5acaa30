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
  verdictQuery: 'verdict must be credited, duplicate, not-planted or not-triggered.',
  screenshot: 'Choose a screenshot image (PNG, JPEG, GIF or WebP) of at most 4 MB.',
  screenshotType: 'Only image files are allowed as a screenshot.',
  screenshotTaken: 'This report already has a screenshot.',
  reportNotFound: 'There is no such defect report.',
  reportLimit: (misses: number, minutes: number) =>
    `You have had ${misses} reports on this exercise not credited within the last hour. Look again at what you saw, and report again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  sendFailed: 'Your report could not be sent. Please try again.',
  readFailed: 'Your bug hunt could not be loaded. Please try again.',
  unreadable: 'Your bug hunt arrived in a form this page cannot read. Please reload.',
  screenshotFailed: 'Your report was filed, but its screenshot was not stored: ',
  overrideDefect: 'Choose which planted defect the report found.',
  overrideNote: 'Write a note of 1 to 1000 characters for the learner.',
  overrideVerdict: 'Choose a verdict: credited, duplicate, not-planted or not-triggered.',
  overrideTaken: (reportId: number) => `The learner was already credited for that defect, by report #${reportId}.`,
  overrideDone: 'The verdict is changed; the learner sees it with your note.',
  overrideFailed: 'The verdict could not be changed. Please try again.',
} as const;

/** What the learner reads under each verdict (docs/product.md#bug-hunt). */
export const BUG_HUNT_FEEDBACK = {
  credited: (defectId: string, category: string) => `Credited: you found the planted ${category} defect ${defectId}.`,
  duplicate: (defectId: string) => `Already credited: you found ${defectId} before. This report changes nothing and costs no guess.`,
  areaClean: 'This area behaves as specified: nothing is planted in it that you have not found already. Look at another area.',
  closer:
    'Closer: something planted in this area did go wrong in your session, but not what you describe. Look again at what exactly happened, and say it in the actual result.',
  notThis: 'Not a planted defect: what you describe is not one of the defects planted in this area. Check it against the task sheet.',
  notTriggered:
    'Not credited: the server has no record of you meeting this with bug mode on. Reproduce it yourself (bug mode on, with your own account or practice token), then report it again.',
  trainer: 'A trainer changed this verdict.',
} as const;

/** How each verdict is named on the pages. */
export const VERDICT_LABELS = {
  credited: 'Credited',
  duplicate: 'Already credited',
  'not-planted': 'Not a planted defect',
  'not-triggered': 'Not triggered',
} as const;
