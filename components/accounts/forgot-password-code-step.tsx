'use client';

import { useEffect } from 'react';
import { verifyCodeFormSchema } from '@/lib/validation/account';
import { MSG } from '@/lib/messages';
import { CODE_TTL_SECONDS } from '@/lib/auth/constants';
import { postJson, replySucceeded } from '@/lib/client/post-json';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { CodeField } from './code-field';
import { StepIntro, type ForgotStepProps } from './forgot-password-step';
import { primaryButton, textButton } from './styles';
import { resendNotice, useCodeResend } from './use-code-resend';

const RESEND_SECONDS = 30;
const CODE_TTL_MINUTES = Math.round(CODE_TTL_SECONDS / 60);

/** Forgot password, step 2: the 6-digit code, checked on the server before the new password is asked for. */
export function CodeStep({
  email,
  focusOnMount,
  onNotice,
  onChangeEmail,
  onAccepted,
}: ForgotStepProps & {
  email: string;
  onChangeEmail: () => void;
  onAccepted: (code: string) => void;
}) {
  // The code was just sent when this step opens, so the first resend waits like on /verifyEmail.
  const resend = useCodeResend(RESEND_SECONDS);
  const {
    fieldProps,
    handleSubmit,
    setFocus,
    setValue,
    formState: { isSubmitting },
  } = useSchemaForm(verifyCodeFormSchema, { defaultValues: { code: '' } });
  const { setNotice, send } = useFormSubmit({ onNotice });

  useEffect(() => {
    if (focusOnMount) setFocus('code');
  }, [focusOnMount, setFocus]);

  async function onSubmit(values: { code: string }) {
    const request = postJson('/api/auth/forgot-password/check', { email, code: values.code });
    const reply = await send(request, MSG.codeCheckFailed, {
      accepted: replySucceeded,
      onRefused: (refused) => {
        if (refused.status !== 400) return false;
        // docs/product.md#password-reset: a wrong code is reported with an alert, and the user stays on this step.
        window.alert(MSG.wrongCode);
        setValue('code', '');
        setFocus('code');
        return true;
      },
    });
    if (reply) onAccepted(values.code);
  }

  async function sendNewCode() {
    const reply = await resend.send('/api/auth/forgot-password', { email });
    setNotice(resendNotice(reply));
    setFocus('code');
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <StepIntro title="Enter the code">
        We sent a 6-digit code to <strong className="break-all text-slate-900">{email}</strong>. It expires in{' '}
        {CODE_TTL_MINUTES} minutes.
      </StepIntro>
      <CodeField data-test="forgot-code" {...fieldProps('code')} />
      <button type="submit" disabled={isSubmitting} data-test="forgot-code-submit" className={primaryButton}>
        {isSubmitting ? 'Checking…' : 'Verify Code'}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={onChangeEmail} className={textButton} data-test="forgot-change-email">
          Use a different e-mail
        </button>
        <button type="button" onClick={sendNewCode} disabled={resend.waiting} className={textButton} data-test="forgot-resend">
          {resend.label('Send a new code')}
        </button>
      </div>
    </form>
  );
}
