import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { showServerErrors } from '@/components/forms/show-server-errors';
import { replyMessage, type JsonReply } from '@/lib/client/post-json';

export type FormReplyOutcome = { kind: 'expired' } | { kind: 'refused'; problem: string | null };

export interface RefusalOptions<T extends FieldValues> {
  /** Where a 409 (say, the e-mail is taken) is shown: under this field instead of in the banner. */
  conflictField?: Path<T>;
  /** Whether the first field with a message takes the focus; by default it does. */
  focus?: boolean;
}

/**
 * What a form makes of an API reply it did not accept: the session is gone (401, the caller logs
 * out); or refused, with the server's field messages shown under their fields and any other message
 * returned as `problem` for the form's banner (never both for the same text).
 */
export function settleRefusal<T extends FieldValues>(
  reply: JsonReply<object>,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>>,
  fallback: string,
  { conflictField, focus = true }: RefusalOptions<T> = {},
): FormReplyOutcome {
  if (reply.status === 401) return { kind: 'expired' };
  const message = replyMessage(reply, fallback);
  if (reply.status === 409 && conflictField) {
    setError(conflictField, { type: 'server', message }, { shouldFocus: focus });
    return { kind: 'refused', problem: null };
  }
  const shown = showServerErrors(setError, reply.data.errors, fields, { focus });
  return { kind: 'refused', problem: shown.includes(message) ? null : message };
}
