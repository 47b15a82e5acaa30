'use client';

import { useEffect, useState } from 'react';
import { newPasswordFormSchema } from '@/lib/validation/account';
import { MSG } from '@/lib/messages';
import { PASSWORD_MIN } from '@/lib/auth/constants';
import { postJson, replySucceeded } from '@/lib/client/post-json';
import { PasswordInput } from '@/components/ui/password-input';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { StepIntro, type ForgotStepProps } from './forgot-password-step';
import { primaryButton, textButton } from './styles';
import { useDelayedRedirect } from './use-delayed-redirect';

const REDIRECT_MS = 2000;

/** Forgot password, step 3: the new password, sent with the accepted code; then on to /login. */
export function PasswordStep({
  email,
  code,
  focusOnMount,
  onNotice,
  onStartOver,
}: ForgotStepProps & {
  email: string;
  code: string;
  onStartOver: () => void;
}) {
  const redirect = useDelayedRedirect();
  const [done, setDone] = useState(false);
  const {
    fieldProps,
    handleSubmit,
    setError,
    setFocus,
    formState: { isSubmitting },
  } = useSchemaForm(newPasswordFormSchema, { defaultValues: { password: '' } });
  const { setNotice, send } = useFormSubmit({ setError, fields: { password: 'password' }, onNotice });

  useEffect(() => {
    if (focusOnMount) setFocus('password');
  }, [focusOnMount, setFocus]);

  async function onSubmit(values: { password: string }) {
    const request = postJson('/api/auth/reset-password', { email, code, password: values.password });
    const reply = await send(request, MSG.resetFailed, { accepted: replySucceeded });
    if (!reply) return;
    setDone(true);
    setNotice({ status: 200, message: MSG.resetDone });
    redirect('/login', REDIRECT_MS);
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <StepIntro title="Choose a new password">
        For <strong className="break-all text-slate-900">{email}</strong>. Use at least {PASSWORD_MIN} characters; your
        other sessions will be signed out.
      </StepIntro>
      {/* Lets password managers save the new password against the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordInput
        label="New Password"
        autoComplete="new-password"
        data-test="forgot-password"
        readOnly={done}
        {...fieldProps('password')}
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
