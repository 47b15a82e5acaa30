'use client';

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useFormReply } from '@/components/forms/use-form-reply';
import { replySucceeded, type JsonReply } from '@/lib/client/post-json';

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
 * The submit handler of an admin form: the shared useFormReply flow (banner cleared, a 401 logs out,
 * field messages under their fields, anything else as `problem` for the banner), saved on a 200 that did
 * not say `success: false`.
 */
export function useSettledSubmit<Input extends FieldValues, Output, Saved extends object>({
  setError,
  save,
  fields,
  fallback,
  onSaved,
  onSessionExpired,
}: SettledSubmitOptions<Input, Output, Saved>) {
  const { notice, send } = useFormReply(setError, { fields, onSessionExpired });

  async function submit(values: Output) {
    const reply = await send(save(values), fallback, replySucceeded);
    if (reply) onSaved(reply.data, values);
  }

  return { problem: notice, submit };
}
