import { z } from 'zod';

// The practice lab's own settings (docs/product.md#bug-mode).

export const PRACTICE_MSG = {
  bugModeMissing: 'Say whether bug mode is on: bugMode must be true or false.',
} as const;

/** PUT /api/practice/settings, and the switch on every exercise page. */
export const practiceSettingsSchema = z.object({
  bugMode: z.boolean({ error: PRACTICE_MSG.bugModeMissing }),
});
export type PracticeSettings = z.infer<typeof practiceSettingsSchema>;
