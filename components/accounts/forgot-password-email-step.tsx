'use client';

import { useEffect } from 'react';
import { emailOnlySchema } from '@/lib/validation/account';
import { postJson, replyNotice } from '@/lib/client/post-json';
import { TextField } from '@/components/ui/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { StepIntro, type ForgotStepProps } from './forgot-password-step';
import { primaryButton } from './styles';
import { MSG } from '@/lib/messages';

/** Forgot password, step 1: the e-mail the code is sent to. */
export function EmailStep({
  defaultEmail,
  focusOnMount,
  onNotice,
  onSent,
}: ForgotStepProps & {
  defaultEmail: string;
  onSent: (email: string) => void;
}) {
  const {
    fieldProps,
    handleSubmit,
    setError,
    setFocus,
    formState: { isSubmitting },
  } = useSchemaForm(emailOnlySchema, { defaultValues: { email: defaultEmail } });
  const { setNotice, send } = useFormSubmit({ setError, fields: { email: 'email' }, onNotice });

  useEffect(() => {
    if (focusOnMount) setFocus('email', { shouldSelect: true });
  }, [focusOnMount, setFocus]);

  async function onSubmit(values: { email: string }) {
    const reply = await send(postJson('/api/auth/forgot-password', { email: values.email }), MSG.codeSendFailed);
    if (!reply) return;
    setNotice(replyNotice(reply, MSG.codeOnItsWay));
    onSent(values.email);
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <StepIntro title="Find your account">
        Enter the e-mail you registered with and we will send you a 6-digit code.
      </StepIntro>
      <TextField label="Email" type="email" autoComplete="email" data-test="forgot-email" {...fieldProps('email')} />
      <button type="submit" disabled={isSubmitting} data-test="forgot-email-submit" className={primaryButton}>
        {isSubmitting ? 'Sending…' : 'Send Code'}
      </button>
    </form>
  );
}
