'use client';

import { useState } from 'react';
import { InboxPanel } from '@/components/practice/inbox/inbox-panel';
import { useApiRead } from '@/components/data/use-api-read';
import { LiveStatus, type LiveStatusValue } from '@/components/ui/live-status';
import { PRACTICE_BANK_MSG as MSG } from '../messages';
import { BANK_API, parseBankSession, type BankAccountView, type CodePurpose } from './bank-api';
import { CodeForm } from './code-form';
import { SignedIn } from './signed-in';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

// The Practice Bank itself (docs/practice/practice-bank.md): the start (open an account, or sign in), the code step
// of either, and the signed-in account, beside the learner's practice inbox, which reads again whenever the bank
// has just mailed a code. Which step shows is the page's; who is signed in is the server's (read on opening).

type Step = { kind: 'start' } | { kind: 'code'; purpose: CodePurpose; email: string; sentMessage: string } | { kind: 'signed-in'; account: BankAccountView };

const STATE_OF: Record<Step['kind'], string> = { start: 'start', code: 'verify', 'signed-in': 'signed-in' };

export function BankApp() {
  const session = useApiRead(`${BANK_API}/session`, {
    parse: parseBankSession,
    messages: { failed: 'The Practice Bank could not be opened.', noData: 'The Practice Bank answered something unexpected.' },
  });
  const [chosen, setChosen] = useState<Step | null>(null);
  const [mailed, setMailed] = useState(0);
  const [status, setStatus] = useState<LiveStatusValue | null>(null);

  let step: Step | null = chosen;
  if (!step && session.state.phase === 'ready') {
    const { account } = session.state.data;
    step = account ? { kind: 'signed-in', account } : { kind: 'start' };
  }
  const go = (next: Step, message: string | null = null) => {
    setChosen(next);
    setStatus(message ? { ok: true, message } : null);
  };
  const codeSent = (purpose: CodePurpose, email: string, sentMessage: string) => {
    go({ kind: 'code', purpose, email, sentMessage });
    setMailed((count) => count + 1);
  };
  const dataState = step ? (step.kind === 'code' ? `${STATE_OF.code}-${step.purpose}` : STATE_OF[step.kind]) : session.state.phase;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="bank-title" data-test="bank-app" data-state={dataState} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="bank-title" className="text-xl font-semibold text-ink">
          Practice Bank
        </h2>
        <p className="mt-1 text-sm text-slate-600">Your own practice bank: its accounts are practice data, not your QA Academy account.</p>
        <div className="mt-4 space-y-6">
          {session.state.phase === 'failed' && !step ? (
            <p role="alert" className="text-sm text-red-800" data-test="bank-error">
              {session.state.message}
            </p>
          ) : null}
          {step === null && session.state.phase === 'loading' ? <p className="text-sm text-slate-600">Opening the bank…</p> : null}
          {step?.kind === 'start' ? (
            <>
              <SignUpForm onSent={(email, message) => codeSent('sign-up', email, message)} />
              <SignInForm onSent={codeSent} />
            </>
          ) : null}
          {step?.kind === 'code' ? (
            <CodeForm
              key={`${step.purpose}:${step.email}`}
              purpose={step.purpose}
              email={step.email}
              sentMessage={step.sentMessage}
              onSignedIn={(account) => go({ kind: 'signed-in', account }, step.purpose === 'sign-up' ? MSG.verified : MSG.signedIn)}
              onResent={() => setMailed((count) => count + 1)}
              onBack={() => go({ kind: 'start' })}
            />
          ) : null}
          {step?.kind === 'signed-in' ? <SignedIn account={step.account} onSignedOut={() => go({ kind: 'start' }, MSG.signedOut)} /> : null}
          <LiveStatus status={status} testId="bank-status" />
        </div>
      </section>
      <InboxPanel refreshSignal={mailed} />
    </div>
  );
}
