'use client';

import { useState } from 'react';
import { postJson, replyNotice, type JsonReply } from '@/lib/client/post-json';
import { useCountdown } from './use-countdown';
import { MSG } from '@/lib/messages';

/**
 * The "send a new code" button of /verifyEmail and the forgot-password flow: it waits `seconds` from
 * the start (a code has just been sent) and again after every send.
 */
export function useCodeResend(seconds: number) {
  const countdown = useCountdown(seconds);
  const [sending, setSending] = useState(false);

  async function send(url: string, body: unknown): Promise<JsonReply> {
    setSending(true);
    const reply = await postJson(url, body);
    setSending(false);
    // A dropped connection can be retried at once; any answer from the server starts the wait again.
    if (reply.status !== 0) countdown.restart();
    return reply;
  }

  /** The button's text: `action`, or how long it still has to wait. */
  function label(action: string): string {
    if (sending) return 'Sending…';
    if (countdown.running) return `${action} in ${countdown.remaining}s`;
    return action;
  }

  return { send, label, waiting: sending || countdown.running };
}

/** The banner after a resend: the server's message, or ours. */
export function resendNotice(reply: JsonReply) {
  return replyNotice(reply, reply.status === 200 ? MSG.newCodeSent : MSG.codeSendFailed);
}
