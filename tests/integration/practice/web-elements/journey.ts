import { practiceCaller } from '@/tests/helpers/practice-http';
import type { TestUser } from '@/tests/helpers/users';
import type { ExerciseJourney } from '../journey';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { POST: uploadFile } = mountedPracticeRoute('/api/practice/v1/web-elements/files');

const call = practiceCaller('v1/web-elements/files');

// The clean journey: one small text file uploaded.
export const journey: ExerciseJourney = {
  async complete(user: TestUser) {
    const form = new FormData();
    form.append('file', new File(['hello'], 'notes.txt'));
    return (await call(uploadFile, { method: 'POST', cookie: user.cookie, form })).status;
  },
};
