'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { confirmEmailSchema, emailOnlySchema } from '@/lib/validation/account';
import { MSG } from '@/lib/messages';
import { postJson, replySucceeded } from '@/lib/client/post-json';
import { TextField } from '@/components/ui/text-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { rememberEmail, rememberedEmail } from '@/components/auth/identity-store';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { BackToLogin } from './back-to-login';
import { CodeField } from './code-field';
import { primaryButton, secondaryButton, textButton } from './styles';
import { resendNotice, useCodeResend } from './use-code-resend';
import { useDelayedRedirect } from './use-delayed-redirect';

/** docs/product.md#email-verification: the resend button waits 30 s after the page loads and after every resend. */
const RESEND_SECONDS = 30;
const REDIRECT_MS = 1500;

const noSubscription = () => () => {};

/** The e-mail kept at registration/login; `null` until the browser has been read (no hydration mismatch). */
function useRememberedEmail(): string | null {
  return useSyncExternalStore(noSubscription, rememberedEmail, () => null);
}

export function VerifyEmailForm() {
  const stored = useRememberedEmail();
  const [editingEmail, setEditingEmail] = useState(false);
  const [verified, setVerified] = useState(false);
  const resend = useCodeResend(RESEND_SECONDS);
  const redirect = useDelayedRedirect();
  const {
    fieldProps,
    handleSubmit,
    trigger,
    getValues,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useSchemaForm(confirmEmailSchema, {
    // The stored e-mail arrives after hydration; a code typed before then is kept.
    values: { email: stored ?? '', code: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { notice, setNotice, send } = useFormSubmit({ setError, fields: { email: 'email', code: 'code' } });

  const askForEmail = stored === '' || editingEmail || Boolean(errors.email);

  useEffect(() => {
    if (editingEmail) setFocus('email', { shouldSelect: true });
  }, [editingEmail, setFocus]);

  async function onSubmit(values: { email: string; code: string }) {
    const request = postJson('/api/auth/confirm-email', { email: values.email, code: values.code });
    // docs/product.md#email-verification: the server's message, and any earlier success text is cleared.
    const reply = await send(request, MSG.codeCheckFailed, {
      accepted: replySucceeded,
      onRefused: (refused) => {
        setVerified(false);
        const fieldErrors = refused.data.errors ?? {};
        // A refused e-mail needs its field, which may be hidden behind 'Use a different e-mail'.
        if (fieldErrors.email) setEditingEmail(true);
        else if (!fieldErrors.code) setFocus('code', { shouldSelect: true });
      },
    });
    if (!reply) return;
    if (values.email !== stored) rememberEmail(values.email);
    setVerified(true);
    setNotice({ status: 200, message: MSG.verified });
    redirect('/login', REDIRECT_MS);
  }

  async function sendNewCode() {
    const emailOk = await trigger('email');
    const parsed = emailOnlySchema.safeParse({ email: getValues('email') });
    if (!emailOk || !parsed.success) {
      setEditingEmail(true);
      setFocus('email');
      return;
    }
    const reply = await resend.send('/api/auth/verify-again', { email: parsed.data.email });
    setNotice(resendNotice(reply));
    if (reply.status === 200 && parsed.data.email !== stored) rememberEmail(parsed.data.email);
  }

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
            {...fieldProps('email')}
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

      <CodeField data-test="verify-code" readOnly={verified} {...fieldProps('code')} />
      <p className="-mt-3 text-xs text-slate-500">Can&apos;t find it? Check your spam folder, or ask for a new code below.</p>

      <div className="grid gap-3 sm:grid-cols-2">
        <button type="submit" disabled={isSubmitting || verified} data-test="verify-submit" className={primaryButton}>
          {isSubmitting ? 'Verifying…' : 'Verify Email'}
        </button>
        <button
          type="button"
          onClick={sendNewCode}
          disabled={resend.waiting || verified}
          data-test="resend-code"
          className={`${secondaryButton} whitespace-nowrap tabular-nums`}
        >
          {resend.label('Resend Code')}
        </button>
      </div>

      <BackToLogin testId="verify-login-link" />
    </form>
  );
}
