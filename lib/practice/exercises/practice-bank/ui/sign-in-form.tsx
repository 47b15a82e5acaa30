'use client';

import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { TextField } from '@/components/ui/text-field';
import { PRACTICE_BANK_MSG as MSG } from '../messages';
import { EmailOnlySchema, type EmailOnlyInput } from '../schemas';
import { bankApi, type CodePurpose } from './bank-api';

/** Asks for a one-time code; an account never verified goes to its sign-up code step instead. */
export function SignInForm({ onSent }: { onSent: (purpose: CodePurpose, email: string, message: string) => void }) {
  const form = useSchemaForm(EmailOnlySchema, { defaultValues: { email: '' } });
  const { notice, send } = useFormSubmit<EmailOnlyInput>({ setError: form.setError, fields: { email: 'email' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    const reply = await send(bankApi.sendCode('sign-in', email), 'The sign-in code could not be sent.', {
      onRefused: (refused) => {
        if ((refused.data as { code?: string }).code !== 'NOT_VERIFIED') return false;
        onSent('sign-up', email, MSG.notVerified);
        return true;
      },
    });
    if (reply) onSent('sign-in', email, reply.data.message ?? '');
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3" data-test="bank-signin-form" aria-labelledby="bank-signin-title">
      <h3 id="bank-signin-title" className="text-lg font-semibold text-ink">
        Sign in
      </h3>
      <p className="text-sm text-slate-700">No password: we mail you a one-time code.</p>
      <NoticeBanner notice={notice} />
      <TextField id="bank-signin-email" label="E-mail address" type="email" autoComplete="email" data-test="bank-signin-email" {...form.fieldProps('email')} />
      <Button type="submit" variant="secondary" busy={isSubmitting} data-test="bank-signin-submit">
        {isSubmitting ? 'Sending…' : 'Send me a sign-in code'}
      </Button>
    </form>
  );
}
