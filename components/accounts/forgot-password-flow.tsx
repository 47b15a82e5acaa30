'use client';

import { useState } from 'react';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { usePageNotice } from '@/components/ui/use-page-notice';
import { BackToLogin } from './back-to-login';
import { CodeStep } from './forgot-password-code-step';
import { EmailStep } from './forgot-password-email-step';
import { PasswordStep } from './forgot-password-password-step';

type Step = 1 | 2 | 3;
const STEPS: { step: Step; name: string }[] = [
  { step: 1, name: 'E-mail' },
  { step: 2, name: 'Code' },
  { step: 3, name: 'New password' },
];

/** docs/product.md#password-reset: e-mail → 6-digit code (checked on the server) → new password. */
export function ForgotPasswordFlow() {
  const [step, setStep] = useState<Step>(1);
  // Focus moves to a step's first field only when the user arrives there, not on page load.
  const [moved, setMoved] = useState(false);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  // The steps' replies share this banner: each step's useFormSubmit reports to it (onNotice).
  const [notice, setNotice] = usePageNotice();

  function goTo(next: Step) {
    setMoved(true);
    setStep(next);
  }

  return (
    <div className="space-y-5">
      <StepIndicator step={step} />
      <NoticeBanner notice={notice} />

      {step === 1 ? (
        <EmailStep
          defaultEmail={email}
          focusOnMount={moved}
          onNotice={setNotice}
          onSent={(sentTo) => {
            setEmail(sentTo);
            goTo(2);
          }}
        />
      ) : null}
      {step === 2 ? (
        <CodeStep
          email={email}
          focusOnMount={moved}
          onNotice={setNotice}
          onChangeEmail={() => {
            setNotice(null);
            goTo(1);
          }}
          onAccepted={(accepted) => {
            setCode(accepted);
            setNotice(null);
            goTo(3);
          }}
        />
      ) : null}
      {step === 3 ? (
        <PasswordStep
          email={email}
          code={code}
          focusOnMount={moved}
          onNotice={setNotice}
          onStartOver={() => {
            setCode('');
            setNotice(null);
            goTo(1);
          }}
        />
      ) : null}

      <BackToLogin testId="forgot-login-link" />
    </div>
  );
}

function StepIndicator({ step }: { step: Step }) {
  return (
    <div>
      <p className="text-sm font-semibold text-brand-700" data-test="forgot-step" aria-live="polite">
        {`Step ${step} of 3`}
      </p>
      <ol aria-label="Progress" className="mt-2 grid grid-cols-3 gap-2">
        {STEPS.map((item) => {
          const state = item.step < step ? 'done' : item.step === step ? 'current' : 'todo';
          return (
            <li key={item.step} aria-current={state === 'current' ? 'step' : undefined} className="text-xs">
              <span
                aria-hidden="true"
                className={`mb-1 block h-1.5 rounded-full ${state === 'todo' ? 'bg-slate-200' : 'bg-brand-600'}`}
              />
              <span className={state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-500'}>
                {item.name}
                {state === 'done' ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
