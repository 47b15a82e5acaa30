import { practiceCaller } from '@/tests/helpers/practice-http';
import type { TestUser } from '@/tests/helpers/users';
import type { ExerciseJourney } from '../journey';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { POST: submit } = mountedPracticeRoute('/api/practice/v1/frames-alert/submissions');

const call = practiceCaller('v1/frames-alert/submissions');

// The clean journey: the frame form sent with valid fields.
export const journey: ExerciseJourney = {
  async complete(user: TestUser) {
    const body = { name: 'Ann Tester', email: 'ann@example.com', topic: 'Test automation' };
    return (await call(submit, { method: 'POST', cookie: user.cookie, body })).status;
  },
};
