import 'server-only';
import { readPracticeState } from '../../state-store';
import { FRAMES_ALERT_STATE } from './state';

// Frames & Alert reaches the server only through the frame form: the journey is done once the learner sent it
// from inside its frame (docs/practice/frames-alert.md). A reset empties the submissions.
export async function isFramesAlertCompleted(userId: string): Promise<boolean> {
  const { submissions } = await readPracticeState(userId, FRAMES_ALERT_STATE);
  return submissions.length > 0;
}
