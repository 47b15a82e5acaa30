import { expect } from '@playwright/test';
import { mailTo, type OutboxMail } from '../tests/helpers/outbox';

// The default install (no SMTP_URL) writes mail to `data/outbox/*.eml`. The usual e2e helpers
// (latestCode, mailCount in ./helpers) read the SMTP sink instead; these read the folder a newcomer has.

export function outboxCount(dir: string, to: string): number {
  return mailTo(dir, to).length;
}

/** Waits for more than `after` messages to `to` in the outbox folder and answers the newest one. */
export async function newestOutboxMail(dir: string, to: string, after = 0): Promise<OutboxMail> {
  let newest: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        const list = mailTo(dir, to);
        newest = list.length > after ? list[list.length - 1] : undefined;
        // A file caught half-written has no code yet; the next poll reads it whole.
        return newest?.code ?? null;
      },
      { message: `a 6-digit code e-mailed to ${to} in ${dir}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return newest!;
}
