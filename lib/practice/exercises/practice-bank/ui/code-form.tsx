'use client';

import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { TextField } from '@/components/ui/text-field';
import { BANK_FIGURES } from '../figures';
import { CodeOnlySchema, type CodeOnlyInput } from '../schemas';
import { bankApi, type BankAccountView, type CodePurpose } from './bank-api';

interface CodeFormProps {
  purpose: CodePurpose;
  email: string;
  /** Where the last code went, as the server said it. */
  sentMessage: string;
  onSignedIn: (account: BankAccountView) => void;
  onResent: (message: string) => void;
  onBack: () => void;
}

/** The code step of a sign-up or a sign-in: the code, a new one after the cooldown, or back to the start. */
export function CodeForm({ purpose, email, sentMessage, onSignedIn, onResent, onBack }: CodeFormProps) {
  const form = useSchemaForm(CodeOnlySchema, { defaultValues: { code: '' } });
  const { notice, send, setNotice } = useFormSubmit<CodeOnlyInput>({ setError: form.setError, fields: { code: 'code' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    const reply = await send(bankApi.verify(purpose, email, code), 'The code could not be checked.');
    if (reply) onSignedIn(reply.data.account);
  });

  async function resend() {
    const reply = await send(bankApi.sendCode(purpose, email), 'A new code could not be sent.');
    if (!reply) return;
    form.reset({ code: '' });
    setNotice({ status: 200, message: reply.data.message ?? '' });
    onResent(reply.data.message ?? '');
  }

  const title = purpose === 'sign-up' ? 'Confirm your e-mail address' : 'Enter your sign-in code';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3" data-test="bank-code-form" aria-labelledby="bank-code-title">
      <h3 id="bank-code-title" className="text-lg font-semibold text-ink">
        {title}
      </h3>
      <p role="status" className="text-sm text-slate-700" data-test="bank-code-sent">
        {sentMessage}
      </p>
      <NoticeBanner notice={notice} />
      <TextField
        id="bank-code-input"
        label={`${BANK_FIGURES.codeDigits}-digit code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={BANK_FIGURES.codeDigits}
        data-test="bank-code-input"
        {...form.fieldProps('code')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={isSubmitting} data-test="bank-code-submit">
          {purpose === 'sign-up' ? 'Verify' : 'Sign in'}
        </Button>
        <Button variant="secondary" onClick={() => void resend()} data-test="bank-resend">
          Send a new code
        </Button>
        <Button variant="inline" onClick={onBack} data-test="bank-back">
          Back
        </Button>
      </div>
    </form>
  );
}
