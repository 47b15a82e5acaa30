import { z } from 'zod';
import { badRequest } from '../../api/errors';
import { INBOX_FIGURES } from './figures';
import { INBOX_MSG } from './messages';

// The query of GET /api/practice/v1/inbox (docs/architecture.md#practice-inbox): `since` (a message id), `wait` (a
// long-poll, in seconds) and `to` (one address). The schema is also what the OpenAPI document states for them
// (its input side: the text a client sends). Unknown parameters are ignored; a known one given twice is a 400.

const MAX_ID = 2_147_483_647;

export const InboxQuerySchema = z.object({
  since: z
    .string()
    .regex(/^\d{1,10}$/, INBOX_MSG.sinceInvalid)
    .transform(Number)
    .refine((value) => value <= MAX_ID, INBOX_MSG.sinceInvalid)
    .optional()
    .describe('Only messages with a higher id (default 0: all). Pass the `lastId` of your last read.'),
  wait: z
    .string()
    .regex(/^\d{1,2}$/, INBOX_MSG.waitInvalid)
    .transform(Number)
    .refine((value) => value <= INBOX_FIGURES.maxWaitSeconds, INBOX_MSG.waitInvalid)
    .optional()
    .describe(`Seconds to wait, 0–${INBOX_FIGURES.maxWaitSeconds} (default 0), when no message matches yet: the reply comes as soon as one arrives, or empty when the time is up.`),
  to: z
    .email(INBOX_MSG.toInvalid)
    .max(254, INBOX_MSG.toInvalid)
    .optional()
    .describe('Only messages written to this address (compared ignoring case).'),
});

export interface ParsedInboxQuery {
  since: number;
  waitSeconds: number;
  to?: string;
}

const NAMES = ['since', 'wait', 'to'] as const;

/** The query of a list request; 400 INVALID_QUERY naming each wrong parameter. */
export function parseInboxQuery(url: URL): ParsedInboxQuery {
  const errors: Record<string, string> = {};
  const given: Record<string, string> = {};
  for (const name of NAMES) {
    const values = url.searchParams.getAll(name);
    if (values.length > 1) errors[name] = INBOX_MSG.repeated(name);
    else if (values.length === 1) given[name] = values[0];
  }
  const parsed = InboxQuerySchema.safeParse(given);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) throw badRequest(INBOX_MSG.queryInvalid, errors, 'INVALID_QUERY');
  return { since: parsed.data.since ?? 0, waitSeconds: parsed.data.wait ?? 0, to: parsed.data.to };
}
