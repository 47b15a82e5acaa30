// Progress and certificates (docs/product.md#progress and docs/product.md#certificates): the learner's events, the
// rules an admin sets, revocation and the trainer's view. Written in plain English (the original specification had none).
export const PROGRESS_MSG = {
  eventId: 'Give each progress event its own id (a UUID): a replayed id changes nothing.',
  topicDone: 'Say whether the topic is done: done must be true or false.',
  topicVia: "Say how the topic was done: via must be 'read' or 'ticked'.",
  topicNotFound: 'There is no such learning topic.',
  videoNotFound: 'There is no such training video.',
  duration: "The video's duration, if sent, must be a number of seconds from 0 to 86400 (the server reads the real one from the file).",
  position: 'The position must be a number of seconds from 0 to 86400.',
  playedOrder: 'A played segment must end after it starts.',
  playedWithin: "A played segment must lie within the video's duration.",
  playedTooLong: (seconds: number) => `A played segment covers at most ${seconds} seconds: send longer playback in parts.`,
  tooManyEvents: (perMinutes: string) => `Too many progress reports: at most ${perMinutes}. Wait a moment; a player reports every 10 seconds.`,
  paidOnly: 'Please pay your bill to access all videos.',
  loadFailed: 'Your progress could not be loaded. Please try again.',
  saveFailed: 'Your progress could not be saved. Please try again.',
} as const;

export const CERTIFICATE_MSG = {
  ruleEmpty: 'Choose at least one requirement for the certificate.',
  videoPercent: 'The share of videos is a whole number from 1 to 100.',
  count: (what: string) => `The number of ${what} is a whole number from 1 to 1000.`,
  suitePercent: 'The suite score is a whole number of percent from 1 to 100.',
  suitePair: 'Give both the suite score and the number of exercises, or neither.',
  courseNotFound: 'There is no such course.',
  noRule: 'This course has no certificate rule.',
  ruleSaved: 'The certificate rule is saved.',
  ruleRemoved: 'The certificate rule is removed; certificates already issued stay valid.',
  reasonRequired: 'Give a reason for the revocation.',
  reasonMax: 'The reason is at most 500 characters.',
  notFound: 'There is no such certificate.',
  pdfLimit: (max: number, minutes: number, seconds: number) =>
    `You have downloaded certificate PDFs ${max} times in ${minutes} minutes. Please try again in ${Math.ceil(seconds / 60)} ${Math.ceil(seconds / 60) === 1 ? 'minute' : 'minutes'}.`,
  alreadyRevoked: 'This certificate is already revoked.',
  revoked: 'The certificate is revoked.',
  selfAttestedOnly:
    'This rule asks only for topics, which learners mark read themselves: its certificates will say “Self-attested: topics marked read”. Add videos, exercises, defects or challenges for a certificate the server can vouch for.',
  linkCopied: 'The verification link is copied.',
  copyFailed: 'The link could not be copied: select it and copy it yourself.',
} as const;

export const TRAINER_MSG = {
  sort: 'Sort by one of the table’s columns.',
  direction: "Sort direction is 'asc' or 'desc'.",
  page: 'The page is a whole number from 1.',
  certificate: "Filter certificates by 'any', 'issued', 'revoked' or 'none'.",
  query: 'Search for at most 100 characters.',
  course: 'Choose a course from the list.',
  inactive: 'Inactive for a whole number of days, from 1 to 365.',
  active: 'Active within a whole number of days, from 1 to 365.',
  joined: 'Choose a batch: a schedule batch id, or the month learners joined as YYYY-MM.',
} as const;
