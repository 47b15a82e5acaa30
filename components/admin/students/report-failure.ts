import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { showServerErrors } from '@/components/forms/show-server-errors';
import { replyNotice, type JsonReply } from '@/lib/client/post-json';
import type { Notice } from '@/components/ui/notice-banner';

interface FailureTargets<T extends FieldValues> {
  setError: UseFormSetError<T>;
  /** The server's field names mapped to the form's. */
  fields: Partial<Record<string, Path<T>>>;
  /** Where a 409 (the e-mail is taken) is shown, under its field. */
  conflictField?: Path<T>;
  setNotice: (notice: Notice) => void;
  onSessionExpired: () => void;
  fallback: string;
}

/**
 * The admin forms' answer to a failed reply: a 401 ends the session (SPEC §4); field messages go under
 * their fields; anything else (or a message not shown under a field) goes to the modal's banner.
 */
export function reportFailure<T extends FieldValues>(reply: JsonReply<object>, targets: FailureTargets<T>): void {
  if (reply.status === 401) {
    targets.onSessionExpired();
    return;
  }
  const notice = replyNotice(reply, targets.fallback);
  if (reply.status === 409 && targets.conflictField) {
    targets.setError(targets.conflictField, { type: 'server', message: notice.message }, { shouldFocus: true });
    return;
  }
  const shown = showServerErrors(targets.setError, reply.data.errors, targets.fields);
  if (!shown.includes(notice.message)) targets.setNotice(notice);
}
