import type { TestUser } from '@/tests/helpers/users';
import type { ExerciseJourney } from '../journey';
import { ageBank, bank, latestCodeFor } from './bank-api';

// The clean journey as a learner's suite walks it: open an account, verify it with the code read from the practice
// inbox, sign out, sign in with a one-time code read the same way (the cooldown run out by moving the bank's stored
// times, not by waiting). Answers the status of the sign-in.
export const journey: ExerciseJourney = {
  async complete(user: TestUser) {
    const email = 'journey@example.com';
    await bank.signUp(user, email, 'Journey Learner');
    await bank.verifySignUp(user, email, await latestCodeFor(user, email));
    await bank.signOut(user);
    await ageBank(user, 60);
    await bank.signIn(user, email);
    return (await bank.verifySignIn(user, email, await latestCodeFor(user, email))).status;
  },
};
