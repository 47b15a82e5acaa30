'use client';

import Link from 'next/link';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { confirmEmailSchema, emailOnlySchema } from '@/lib/validation/account';
import { MSG } from '@/lib/validation/messages';
import { postJson, replyMessage } from '@/lib/client/post-json';
import { TextField } from '@/components/ui/text-field';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { rememberEmail, rememberedEmail } from '@/components/auth/identity-store';
import { primaryButton, secondaryButton, textButton, textLink } from './styles';
import { useCountdown } from './use-countdown';
import { useDelayedRedirect } from './use-delayed-redirect';

/** SPEC §4 / §9: the resend button waits 30 s after the page loads and after every resend. */
const RESEND_SECONDS = 30;
const REDIRECT_MS = 1500;

type VerifyInput = z.input<typeof confirmEmailSchema>;
type VerifyValues = z.output<typeof confirmEmailSchema>;

const noSubscription = () => () => {};

/** The e-mail kept at registration/login; `null` until the browser has been read (no hydration mismatch). */
function useRememberedEmail(): string | null {
  return useSyncExternalStore(noSubscription, rememberedEmail, () => null);
}

export function VerifyEmailForm() {
  const stored = useRememberedEmail();
  const [editingEmail, setEditingEmail] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [verified, setVerified] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(RESEND_SECONDS);
  const redirect = useDelayedRedirect();
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<VerifyInput, unknown, VerifyValues>({
    resolver: zodResolver(confirmEmailSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The stored e-mail arrives after hydration; a code typed before then is kept.
    values: { email: stored ?? '', code: '' },
    resetOptions: { keepDirtyValues: true },
  });

  const askForEmail = stored === '' || editingEmail || Boolean(errors.email);

  useEffect(() => {
    if (editingEmail) setFocus('email', { shouldSelect: true });
  }, [editingEmail, setFocus]);

  async function onSubmit(values: VerifyValues) {
    setNotice(null);
    const reply = await postJson('/api/auth/confirm-email', { email: values.email, code: values.code });
    if (reply.status === 200 && reply.data.success !== false) {
      if (values.email !== stored) rememberEmail(values.email);
      setVerified(true);
      setNotice({ status: 200, message: MSG.verified });
      redirect('/login', REDIRECT_MS);
      return;
    }
    // SPEC §8: the server's message, and any earlier success text is cleared.
    setVerified(false);
    setNotice({ status: reply.status, message: replyMessage(reply, 'The code could not be checked. Please try again.') });
    const fieldErrors = reply.data.errors ?? {};
    if (fieldErrors.email) {
      setEditingEmail(true);
      setError('email', { type: 'server', message: fieldErrors.email });
    } else if (fieldErrors.code) {
      setError('code', { type: 'server', message: fieldErrors.code }, { shouldFocus: true });
    } else {
      setFocus('code', { shouldSelect: true });
    }
  }

  async function resend() {
    const emailOk = await trigger('email');
    const parsed = emailOnlySchema.safeParse({ email: getValues('email') });
    if (!emailOk || !parsed.success) {
      setEditingEmail(true);
      setFocus('email');
      return;
    }
    setResending(true);
    const reply = await postJson('/api/auth/verify-again', { email: parsed.data.email });
    setResending(false);
    setNotice({
      status: reply.status,
      message: replyMessage(reply, reply.status === 200 ? 'A new code is on its way to your inbox.' : 'The code could not be sent. Please try again.'),
    });
    if (reply.status === 200 && parsed.data.email !== stored) rememberEmail(parsed.data.email);
    // A dropped connection can be retried at once; any answer from the server starts the wait again.
    if (reply.status !== 0) countdown.restart();
  }

  let resendLabel = 'Resend Code';
  if (resending) resendLabel = 'Sending…';
  else if (countdown.running) resendLabel = `Resend Code in ${countdown.remaining}s`;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <NoticeBanner notice={notice} />

      {stored === null ? (
        <div aria-hidden="true" className="h-14 animate-pulse rounded-lg bg-slate-100" />
      ) : askForEmail ? (
        <div className="space-y-2">
          {stored === '' ? (
            <p className="text-sm text-slate-600">Enter the e-mail address you registered with.</p>
          ) : null}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            data-test="verify-email-input"
            readOnly={verified}
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
      ) : (
        <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <p>
            We sent a 6-digit code to{' '}
            <strong className="break-all text-slate-900" data-test="verify-email-address">
              {stored}
            </strong>
            .
          </p>
          <button
            type="button"
            onClick={() => setEditingEmail(true)}
            disabled={verified}
            className={`mt-1 text-sm ${textButton}`}
            data-test="verify-change-email"
          >
            Use a different e-mail
          </button>
        </div>
      )}

      <TextField
        label="Verification code"
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        data-test="verify-code"
        readOnly={verified}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-center font-mono text-xl tracking-[0.5em] shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        error={errors.code?.message}
        {...register('code')}
      />
      <p className="-mt-3 text-xs text-slate-500">Can&apos;t find it? Check your spam folder, or ask for a new code below.</p>

      <div className="grid gap-3 sm:grid-cols-2">
        <button type="submit" disabled={isSubmitting || verified} data-test="verify-submit" className={primaryButton}>
          {isSubmitting ? 'Verifying…' : 'Verify Email'}
        </button>
        <button
          type="button"
          onClick={resend}
          disabled={countdown.running || resending || verified}
          data-test="resend-code"
          className={`${secondaryButton} whitespace-nowrap tabular-nums`}
        >
          {resendLabel}
        </button>
      </div>

      <p className="text-center text-sm">
        <Link href="/login" className={textLink} data-test="verify-login-link">
          Back to login
        </Link>
      </p>
    </form>
  );
}
