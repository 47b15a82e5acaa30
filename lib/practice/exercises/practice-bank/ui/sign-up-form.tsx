'use client';

import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { TextField } from '@/components/ui/text-field';
import { BANK_FIGURES } from '../figures';
import { SignUpSchema, type SignUpInput } from '../schemas';
import { bankApi } from './bank-api';

/** Opens an account: the reply's message says where the code went (the step shows it). */
export function SignUpForm({ onSent }: { onSent: (email: string, message: string) => void }) {
  const form = useSchemaForm(SignUpSchema, { defaultValues: { name: '', email: '' } });
  const { notice, send } = useFormSubmit<SignUpInput>({ setError: form.setError, fields: { name: 'name', email: 'email' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ name, email }) => {
    const reply = await send(bankApi.signUp(name, email), 'Your account could not be opened.', { accepted: ({ status }) => status === 201 });
    if (reply) onSent(email, reply.data.message ?? '');
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3" data-test="bank-signup-form" aria-labelledby="bank-signup-title">
      <h3 id="bank-signup-title" className="text-lg font-semibold text-ink">
        Open an account
      </h3>
      <NoticeBanner notice={notice} />
      <TextField id="bank-signup-name" label="Your name" autoComplete="name" maxLength={BANK_FIGURES.name} data-test="bank-signup-name" {...form.fieldProps('name')} />
      <TextField id="bank-signup-email" label="E-mail address" type="email" autoComplete="email" data-test="bank-signup-email" {...form.fieldProps('email')} />
      <Button type="submit" busy={isSubmitting} data-test="bank-signup-submit">
        {isSubmitting ? 'Opening…' : 'Open my account'}
      </Button>
    </form>
  );
}
