import { z } from 'zod';

// What the practice inbox API answers (docs/architecture.md#practice-inbox): the schemas the OpenAPI document is
// generated from, and the types the inbox page reads. Client-safe.

export const InboxMessageSchema = z
  .object({
    id: z.number().int().positive().describe('Rises with every message: pass the highest you have read as `since`.'),
    from: z.string().describe('The From header, e.g. "Practice Bank <no-reply@practice-bank.test>".'),
    to: z.string().describe('The address it was written to: never delivered there, only to your practice inbox.'),
    subject: z.string(),
    receivedAt: z.iso.datetime().describe('When it arrived, ISO 8601 UTC.'),
    text: z.string().describe('The text/plain part.'),
    html: z.string().describe('The text/html part.'),
    rawUrl: z.string().describe('Where the whole message is, as message/rfc822.'),
  })
  .meta({ id: 'InboxMessage', description: 'One message of your practice inbox, its MIME parts read out.' });
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

export const InboxListSchema = z
  .object({
    messages: z.array(InboxMessageSchema).describe('The messages after `since` (addressed to `to`, when given), oldest first.'),
    lastId: z
      .number()
      .int()
      .min(0)
      .describe('The highest message id in your inbox as this reply was made (at least `since`): the `since` of your next read.'),
  })
  .meta({ id: 'InboxList', description: 'Messages of your practice inbox.' });
export type InboxList = z.infer<typeof InboxListSchema>;

const isMessage = (value: unknown): value is InboxMessage => InboxMessageSchema.safeParse(value).success;

/** The list reply's body, or null when it is not one (the inbox page then says it could not be read). */
export function parseInboxList(body: unknown): InboxList | null {
  const reply = body as Partial<InboxList> | null;
  if (typeof reply !== 'object' || reply === null || !Array.isArray(reply.messages) || typeof reply.lastId !== 'number') return null;
  return reply.messages.every(isMessage) ? (reply as InboxList) : null;
}
