import { ChallengeList } from '@/components/practice/challenge-list';
import { PracticeCredentials } from '@/components/practice/practice-credentials/practice-credentials';
import { PRACTICE_BANK_EXERCISE } from '../descriptor';
import { BankApp } from './bank-app';
import { InboxApiSection } from './inbox-api-section';

// The Practice Bank exercise page (docs/practice/practice-bank.md): the bank and the learner's practice inbox side by
// side, then how a test reads the inbox (with the practice credentials it needs), then the challenges.
export function PracticeBankExercise() {
  return (
    <div className="grid gap-6" data-test="practice-bank">
      <BankApp />
      <InboxApiSection />
      <div className="min-w-0">
        <PracticeCredentials />
      </div>
      <ChallengeList exercise={PRACTICE_BANK_EXERCISE.id} />
    </div>
  );
}
