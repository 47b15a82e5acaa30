'use client';

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Notice } from '@/components/ui/notice-banner';
import { usePageNotice } from '@/components/ui/use-page-notice';
import { NETWORK_ERROR_MESSAGE, replyMessage, type ApiBody, type JsonReply, type RawReply } from '@/lib/client/post-json';

/** Messages the server sends without naming a field that the form still shows under one (an ad's refused file). */
export interface MessageField<T extends FieldValues> {
  messages: readonly string[];
  field: Path<T>;
}

export interface FormSubmitOptions<T extends FieldValues> {
  /** The form's setError. A confirmation without fields (Delete) leaves it out: every message goes to the banner. */
  setError?: UseFormSetError<T>;
  /** The server's field names mapped to the form's; a field it does not name is left to the banner. */
  fields?: Partial<Record<string, Path<T>>>;
  /** Where a 409 (say, the e-mail is taken) is shown: under this field instead of in the banner. */
  conflictField?: Path<T>;
  /** Reply messages that belong under a field although the server names none. */
  messageFields?: readonly MessageField<T>[];
  /** Whether the first field given a message takes the focus; by default it does. */
  focus?: boolean;
  /**
   * A 401 on a signed-in screen: the session is gone and the screen logs out (docs/product.md#expired-sessions). It is
   * awaited, so the form stays busy meanwhile. Public forms (login, register…) leave it out: there a 401 is a refusal
   * like any other, shown in the banner.
   */
  onSessionExpired?: () => void | Promise<void>;
  /** The banner belongs to a parent (the forgot-password steps share the flow's): notices go there, not to `notice`. */
  onNotice?: (notice: Notice | null) => void;
}

export interface SendOptions<R> {
  /** Whether the reply did what was asked; by default a 200. */
  accepted?: (reply: R) => boolean;
  /**
   * Sees a refused reply before it is shown (a 401 that ended the session never gets here). Answering true says the
   * form has dealt with it itself, and nothing is shown.
   */
  onRefused?: (reply: R) => boolean | void;
}

/**
 * How every form sends a request and shows the reply (docs/architecture.md#browser-reads-and-form-replies): the banner
 * is cleared, the reply awaited, and a reply the form does not accept is reported by one rule — a 401 ends the session
 * (when the screen has one), the server's field messages go under their fields, and any other message to the banner;
 * a message shown under a field is never repeated in the banner. `send` answers the accepted reply, or null.
 * `notice` is the banner's (null when `onNotice` takes it); `setNotice` shows the form's own outcomes, such as a
 * success line.
 */
export function useFormSubmit<T extends FieldValues = FieldValues>(options: FormSubmitOptions<T> = {}) {
  const [ownNotice, setOwnNotice] = usePageNotice();
  const setNotice = options.onNotice ?? setOwnNotice;

  async function send<R extends JsonReply<object>>(
    request: Promise<R>,
    fallback: string,
    { accepted = (reply) => reply.status === 200, onRefused }: SendOptions<R> = {},
  ): Promise<R | null> {
    setNotice(null);
    const reply = await request;
    if (accepted(reply)) return reply;
    if (reply.status === 401 && options.onSessionExpired) {
      await options.onSessionExpired();
      return null;
    }
    if (onRefused?.(reply) === true) return null;
    const problem = settleRefusal(reply, fallback, options);
    if (problem) setNotice({ status: reply.status, message: problem });
    return null;
  }

  return { notice: options.onNotice ? null : ownNotice, setNotice, send };
}

/**
 * Shows a refused reply: the server's field messages under their fields, a 409 under `conflictField`, a message listed
 * in `messageFields` under its field. Returns what is left for the banner: the reply's message (or `fallback`) unless
 * it is already shown under a field.
 */
function settleRefusal<T extends FieldValues>(
  reply: JsonReply<object>,
  fallback: string,
  { setError, fields = {}, conflictField, messageFields = [], focus = true }: FormSubmitOptions<T>,
): string | null {
  const message = replyMessage(reply, fallback);
  if (!setError) return message;
  if (reply.status === 409 && conflictField) {
    setError(conflictField, { type: 'server', message }, { shouldFocus: focus });
    return null;
  }
  const shown = showServerErrors(setError, reply.data.errors, fields, focus);
  if (shown.includes(message)) return null;
  const home = messageFields.find((entry) => entry.messages.includes(message));
  if (!home) return message;
  setError(home.field, { type: 'server', message }, { shouldFocus: focus && shown.length === 0 });
  return null;
}

/**
 * Puts the server's field messages under the form's fields; `fields` maps the server's names to the form's. With
 * `focus`, the first field shown takes the focus. Returns the messages shown.
 */
function showServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, unknown> | undefined,
  fields: Partial<Record<string, Path<T>>>,
  focus: boolean,
): string[] {
  const shown: string[] = [];
  for (const [key, message] of Object.entries(errors ?? {})) {
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!field || typeof message !== 'string' || message === '') continue;
    setError(field, { type: 'server', message }, { shouldFocus: focus && shown.length === 0 });
    shown.push(message);
  }
  return shown;
}

/**
 * A `fetchReply` answer in `requestJson`'s shape, for screens with their own texts: no connection says
 * `networkMessage`, and an unreadable body says nothing, so the form's fallback is shown.
 */
export function asJsonReply<T extends object>({ status, data }: RawReply<T>, networkMessage = NETWORK_ERROR_MESSAGE): JsonReply<T> {
  return { status, data: (status === 0 ? { message: networkMessage } : (data ?? {})) as T & ApiBody };
}
