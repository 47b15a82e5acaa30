import 'server-only';
import { z } from 'zod';
import type { StateShape } from '../../state-store';
import { frameSubmissionSchema } from './schemas';

// A learner's Frames & Alert data on the server (lib/practice/state-store.ts): what they sent through the
// frame form. Everything else in the exercise (alerts, frames, windows, shadow DOM, the dialog) lives in
// the page only, so a reload starts it afresh.

export interface FramesAlertState {
  /** The id the next submission gets: 1, 2, 3… per learner, and 1 again after a reset. */
  nextId: number;
  submissions: z.infer<typeof frameSubmissionSchema>[];
}

export const FRAMES_ALERT_STATE: StateShape<FramesAlertState> = {
  exercise: 'frames-alert',
  schema: z.object({ nextId: z.number().int().positive(), submissions: z.array(frameSubmissionSchema) }),
  initial: () => ({ nextId: 1, submissions: [] }),
};
