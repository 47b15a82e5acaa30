'use client';

import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Notice } from '@/components/ui/notice-banner';
import { NETWORK_ERROR_MESSAGE, type ApiBody, type JsonReply, type RawReply } from '@/lib/client/post-json';
import { settleRefusal, type RefusalOptions } from './settle-form-reply';

interface FormReplyTargets<T extends FieldValues> extends RefusalOptions<T> {
  /** The server's field names mapped to the form's. */
  fields: Partial<Record<string, Path<T>>>;
  /** A 401: the session is gone, the screen logs out (docs/product.md#expired-sessions). */
  onSessionExpired: () => void;
}

/**
 * A modal form's banner, and how it sends a request: the banner is cleared, the reply awaited, and a
 * reply the form does not accept is reported — a 401 ends the session, the server's field messages go
 * under their fields, anything else to the banner. `send` answers the accepted reply, or null.
 */
export function useFormReply<T extends FieldValues>(setError: UseFormSetError<T>, targets: FormReplyTargets<T>) {
  const [notice, setNotice] = useState<Notice | null>(null);

  async function send<R extends JsonReply<object>>(
    request: Promise<R>,
    fallback: string,
    accepted: (reply: R) => boolean = (reply) => reply.status === 200,
  ): Promise<R | null> {
    setNotice(null);
    const reply = await request;
    if (accepted(reply)) return reply;
    const outcome = settleRefusal(reply, setError, targets.fields, fallback, targets);
    if (outcome.kind === 'expired') targets.onSessionExpired();
    else if (outcome.problem) setNotice({ status: reply.status, message: outcome.problem });
    return null;
  }

  return { notice, setNotice, send };
}

/**
 * A `fetchReply` answer in `requestJson`'s shape, for screens with their own texts: no connection says
 * `networkMessage`, and an unreadable body says nothing, so the form's fallback is shown.
 */
export function asJsonReply<T extends object>({ status, data }: RawReply<T>, networkMessage = NETWORK_ERROR_MESSAGE): JsonReply<T> {
  return { status, data: (status === 0 ? { message: networkMessage } : (data ?? {})) as T & ApiBody };
}
