import { practiceCaller } from '@/tests/helpers/practice-http';
import type { TestUser } from '@/tests/helpers/users';
import type { ExerciseJourney } from '../journey';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { POST: move } = mountedPracticeRoute('/api/practice/v1/mouse-action/board/moves');

const call = practiceCaller('v1/mouse-action/board/moves');

// The clean journey: a story card dragged from the Backlog to the Sprint.
export const journey: ExerciseJourney = {
  async complete(user: TestUser) {
    return (await call(move, { method: 'POST', cookie: user.cookie, body: { card: 'login', to: 'sprint' } })).status;
  },
};
