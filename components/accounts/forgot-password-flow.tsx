'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { emailOnlySchema, newPasswordFormSchema, verifyCodeFormSchema } from '@/lib/validation/account';
import { MSG } from '@/lib/validation/messages';
import { CODE_TTL_SECONDS, PASSWORD_MIN } from '@/lib/auth/constants';
import { postJson, replyMessage } from '@/lib/client/post-json';
import { PasswordInput } from '@/components/ui/password-input';
import { TextField } from '@/components/ui/text-field';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { primaryButton, textButton, textLink } from './styles';
import { useCountdown } from './use-countdown';
import { useDelayedRedirect } from './use-delayed-redirect';

type Step = 1 | 2 | 3;
const STEPS: { step: Step; name: string }[] = [
  { step: 1, name: 'E-mail' },
  { step: 2, name: 'Code' },
  { step: 3, name: 'New password' },
];
const RESEND_SECONDS = 30;
const CODE_TTL_MINUTES = Math.round(CODE_TTL_SECONDS / 60);
const REDIRECT_MS = 2000;

type ShowNotice = (notice: Notice | null) => void;

/** SPEC §2.4 / DESIGN §3: e-mail → 6-digit code (checked on the server) → new password. */
export function ForgotPasswordFlow() {
  const [step, setStep] = useState<Step>(1);
  // Focus moves to a step's first field only when the user arrives there, not on page load.
  const [moved, setMoved] = useState(false);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);

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

      <p className="text-center text-sm">
        <Link href="/login" className={textLink} data-test="forgot-login-link">
          Back to login
        </Link>
      </p>
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

type EmailInput = z.input<typeof emailOnlySchema>;
type EmailValues = z.output<typeof emailOnlySchema>;

function EmailStep({
  defaultEmail,
  focusOnMount,
  onNotice,
  onSent,
}: {
  defaultEmail: string;
  focusOnMount: boolean;
  onNotice: ShowNotice;
  onSent: (email: string) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EmailInput, unknown, EmailValues>({
    resolver: zodResolver(emailOnlySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: defaultEmail },
  });

  useEffect(() => {
    if (focusOnMount) setFocus('email', { shouldSelect: true });
  }, [focusOnMount, setFocus]);

  async function onSubmit(values: EmailValues) {
    onNotice(null);
    const reply = await postJson('/api/auth/forgot-password', { email: values.email });
    if (reply.status === 200) {
      onNotice({ status: 200, message: replyMessage(reply, 'If an account uses this e-mail, a 6-digit code is on its way.') });
      onSent(values.email);
      return;
    }
    onNotice({ status: reply.status, message: replyMessage(reply, 'The code could not be sent. Please try again.') });
    const fieldError = reply.data.errors?.email;
    if (fieldError) setError('email', { type: 'server', message: fieldError }, { shouldFocus: true });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <div>
        <StepHeading>Find your account</StepHeading>
        <p className="mt-1 text-sm text-slate-600">Enter the e-mail you registered with and we will send you a 6-digit code.</p>
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        data-test="forgot-email"
        error={errors.email?.message}
        {...register('email')}
      />
      <button type="submit" disabled={isSubmitting} data-test="forgot-email-submit" className={primaryButton}>
        {isSubmitting ? 'Sending…' : 'Send Code'}
      </button>
    </form>
  );
}

type CodeInput = z.input<typeof verifyCodeFormSchema>;
type CodeValues = z.output<typeof verifyCodeFormSchema>;

function CodeStep({
  email,
  focusOnMount,
  onNotice,
  onChangeEmail,
  onAccepted,
}: {
  email: string;
  focusOnMount: boolean;
  onNotice: ShowNotice;
  onChangeEmail: () => void;
  onAccepted: (code: string) => void;
}) {
  // The code was just sent when this step opens, so the first resend waits like on /verifyEmail.
  const countdown = useCountdown(RESEND_SECONDS);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CodeInput, unknown, CodeValues>({
    resolver: zodResolver(verifyCodeFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '' },
  });

  useEffect(() => {
    if (focusOnMount) setFocus('code');
  }, [focusOnMount, setFocus]);

  async function onSubmit(values: CodeValues) {
    const reply = await postJson('/api/auth/forgot-password/check', { email, code: values.code });
    if (reply.status === 200 && reply.data.success !== false) {
      onAccepted(values.code);
      return;
    }
    if (reply.status === 400) {
      // SPEC §8: a wrong code is reported with an alert, and the user stays on this step.
      window.alert(MSG.wrongCode);
      setValue('code', '');
      setFocus('code');
      return;
    }
    onNotice({ status: reply.status, message: replyMessage(reply, 'The code could not be checked. Please try again.') });
  }

  async function resend() {
    setResending(true);
    const reply = await postJson('/api/auth/forgot-password', { email });
    setResending(false);
    onNotice({
      status: reply.status,
      message: replyMessage(reply, reply.status === 200 ? 'A new code is on its way to your inbox.' : 'The code could not be sent. Please try again.'),
    });
    if (reply.status !== 0) countdown.restart();
    setFocus('code');
  }

  let resendLabel = 'Send a new code';
  if (resending) resendLabel = 'Sending…';
  else if (countdown.running) resendLabel = `Send a new code in ${countdown.remaining}s`;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <div>
        <StepHeading>Enter the code</StepHeading>
        <p className="mt-1 text-sm text-slate-600">
          We sent a 6-digit code to <strong className="break-all text-slate-900">{email}</strong>. It expires in{' '}
          {CODE_TTL_MINUTES} minutes.
        </p>
      </div>
      <TextField
        label="Verification code"
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        data-test="forgot-code"
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-center font-mono text-xl tracking-[0.5em] shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        error={errors.code?.message}
        {...register('code')}
      />
      <button type="submit" disabled={isSubmitting} data-test="forgot-code-submit" className={primaryButton}>
        {isSubmitting ? 'Checking…' : 'Verify Code'}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={onChangeEmail} className={textButton} data-test="forgot-change-email">
          Use a different e-mail
        </button>
        <button
          type="button"
          onClick={resend}
          disabled={countdown.running || resending}
          className={textButton}
          data-test="forgot-resend"
        >
          {resendLabel}
        </button>
      </div>
    </form>
  );
}

type PasswordFormInput = z.input<typeof newPasswordFormSchema>;
type PasswordFormValues = z.output<typeof newPasswordFormSchema>;

function PasswordStep({
  email,
  code,
  focusOnMount,
  onNotice,
  onStartOver,
}: {
  email: string;
  code: string;
  focusOnMount: boolean;
  onNotice: ShowNotice;
  onStartOver: () => void;
}) {
  const redirect = useDelayedRedirect();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormInput, unknown, PasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '' },
  });

  useEffect(() => {
    if (focusOnMount) setFocus('password');
  }, [focusOnMount, setFocus]);

  async function onSubmit(values: PasswordFormValues) {
    onNotice(null);
    const reply = await postJson('/api/auth/reset-password', { email, code, password: values.password });
    if (reply.status === 200 && reply.data.success !== false) {
      setDone(true);
      onNotice({ status: 200, message: MSG.resetDone });
      redirect('/login', REDIRECT_MS);
      return;
    }
    onNotice({ status: reply.status, message: replyMessage(reply, 'The password could not be reset. Please try again.') });
    const fieldError = reply.data.errors?.password;
    if (fieldError) setError('password', { type: 'server', message: fieldError }, { shouldFocus: true });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <div>
        <StepHeading>Choose a new password</StepHeading>
        <p className="mt-1 text-sm text-slate-600">
          For <strong className="break-all text-slate-900">{email}</strong>. Use at least {PASSWORD_MIN} characters; your
          other sessions will be signed out.
        </p>
      </div>
      {/* Lets password managers save the new password against the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordInput
        label="New Password"
        autoComplete="new-password"
        data-test="forgot-password"
        readOnly={done}
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit" disabled={isSubmitting || done} data-test="forgot-password-submit" className={primaryButton}>
        {isSubmitting ? 'Saving…' : 'Reset Password'}
      </button>
      {done ? null : (
        <p className="text-center text-sm text-slate-600">
          Code expired?{' '}
          <button type="button" onClick={onStartOver} className={textButton} data-test="forgot-start-over">
            Start over
          </button>
        </p>
      )}
    </form>
  );
}

function StepHeading({ children }: { children: string }) {
  return <h2 className="text-lg font-semibold text-slate-900">{children}</h2>;
}
