'use client';

import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { settleFormReply } from '@/components/admin/settle-form-reply';
import type { Notice } from '@/components/ui/notice-banner';
import type { JsonReply } from '@/lib/client/post-json';

interface SettledSubmitOptions<Input extends FieldValues, Output, Saved extends object> {
  /** The form's setError: the server's field messages go under their fields. */
  setError: UseFormSetError<Input>;
  /** The API call that stores the form's (schema-checked) values. */
  save: (values: Output) => Promise<JsonReply<Saved>>;
  /** The server's field names, mapped to the form's. */
  fields: Partial<Record<string, Path<Input>>>;
  /** The banner's message when the reply names none. */
  fallback: string;
  onSaved: (saved: JsonReply<Saved>['data'], values: Output) => void;
  /** 401: the session is gone (the caller logs out). */
  onSessionExpired: () => void;
}

/**
 * The submit handler of an admin form (see settleFormReply): saved, the session gone, or refused,
 * with field messages under their fields and any other message as `problem` for the form's banner.
 */
export function useSettledSubmit<Input extends FieldValues, Output, Saved extends object>({
  setError,
  save,
  fields,
  fallback,
  onSaved,
  onSessionExpired,
}: SettledSubmitOptions<Input, Output, Saved>) {
  const [problem, setProblem] = useState<Notice | null>(null);

  async function submit(values: Output) {
    setProblem(null);
    const reply = await save(values);
    const outcome = settleFormReply(reply, setError, fields, fallback);
    if (outcome.kind === 'saved') onSaved(reply.data, values);
    else if (outcome.kind === 'expired') onSessionExpired();
    else if (outcome.problem) setProblem({ status: reply.status, message: outcome.problem });
  }

  return { problem, submit };
}
