'use client';

import { useId } from 'react';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { TextField } from '@/components/ui/text-field';
import type { JsonReply } from '@/lib/client/post-json';
import { PRACTICE_CREDENTIALS_MSG as MSG } from '@/lib/messages';
import { PRACTICE_CREDENTIAL_FIGURES } from '@/lib/practice/credentials/figures';
import { credentialNameSchema, type CredentialNameInput } from '@/lib/validation/practice-credentials';
import { CREDENTIAL_HOOKS, type CredentialKind } from './hooks';

interface CreateCredentialFormProps<R extends object> {
  /** Which kind it creates: names its data-test hooks (./hooks.ts). */
  kind: CredentialKind;
  /** The field's label, e.g. "Token name". */
  label: string;
  submitLabel: string;
  create: (name: string) => Promise<JsonReply<R>>;
  onCreated: (created: R) => void;
  onSessionExpired: () => void;
}

/** Names a new token or client (the same schema as the handler's) and creates it; the server's refusal shows here. */
export function CreateCredentialForm<R extends object>({ kind, label, submitLabel, create, onCreated, onSessionExpired }: CreateCredentialFormProps<R>) {
  const form = useSchemaForm(credentialNameSchema, { defaultValues: { name: '' } });
  const { notice, send } = useFormSubmit<CredentialNameInput>({ setError: form.setError, fields: { name: 'name' }, onSessionExpired });
  const fieldId = useId();
  const { isSubmitting } = form.formState;
  const hooks = CREDENTIAL_HOOKS[kind];

  const submit = form.handleSubmit(async ({ name }) => {
    const reply = await send(create(name), MSG.createFailed, { accepted: ({ status }) => status === 201 });
    if (!reply) return;
    form.reset({ name: '' });
    onCreated(reply.data);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3" data-test={hooks.createForm}>
      <NoticeBanner notice={notice} />
      <TextField
        id={fieldId}
        label={label}
        maxLength={PRACTICE_CREDENTIAL_FIGURES.nameMax}
        autoComplete="off"
        data-test={hooks.nameInput}
        {...form.fieldProps('name')}
      />
      <Button type="submit" size="sm" busy={isSubmitting} data-test={hooks.create}>
        {isSubmitting ? 'Creating…' : submitLabel}
      </Button>
    </form>
  );
}
