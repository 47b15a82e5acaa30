import { z } from 'zod';
import { PRACTICE_MSG } from '../messages/practice';

// The practice lab's own settings (docs/product.md#bug-mode).

/** PUT /api/practice/settings, and the switch on every exercise page. */
export const practiceSettingsSchema = z.object({
  bugMode: z.boolean({ error: PRACTICE_MSG.bugModeMissing }),
});
export type PracticeSettings = z.infer<typeof practiceSettingsSchema>;
