import 'server-only';
import { readPracticeState } from '../../state-store';
import { PRACTICE_BANK_STATE } from './state';

// The clean journey (docs/practice/practice-bank.md#completion): an account opened and verified with its mailed
// code, then signed in with a one-time code, as the stored bank records. A reset clears it with the accounts.
export async function isPracticeBankCompleted(userId: string): Promise<boolean> {
  const { accounts } = await readPracticeState(userId, PRACTICE_BANK_STATE);
  return accounts.some((account) => account.verified && account.codeSignIns > 0);
}
