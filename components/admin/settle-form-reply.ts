import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { showServerErrors } from '@/components/forms/show-server-errors';
import { replyMessage, replySucceeded, type JsonReply } from '@/lib/client/post-json';

export type FormReplyOutcome = { kind: 'saved' } | { kind: 'expired' } | { kind: 'refused'; problem: string | null };

/**
 * What an admin form makes of its API reply: saved; the session is gone (401, the caller logs out);
 * or refused, with the server's field messages shown under their fields and any other message
 * returned as `problem` for the form's banner (never both for the same text).
 */
export function settleFormReply<T extends FieldValues>(
  reply: JsonReply<object>,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>>,
  fallback: string,
): FormReplyOutcome {
  if (replySucceeded(reply)) return { kind: 'saved' };
  if (reply.status === 401) return { kind: 'expired' };
  const shown = showServerErrors(setError, reply.data.errors, fields);
  const message = replyMessage(reply, fallback);
  return { kind: 'refused', problem: shown.includes(message) ? null : message };
}
