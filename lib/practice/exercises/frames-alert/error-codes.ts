// The Frames & Alert API's own refusal codes (docs/practice/frames-alert.md#error-codes); the task sheet lists them.
export const FRAMES_ALERT_ERROR_CODES = {
  TOO_MANY_SUBMISSIONS: 'The learner keeps the most frame-form submissions the exercise stores; a reset starts again.',
} as const;
