import { notFound } from '@/lib/api/errors';
import { learnerOf } from '@/lib/practice/challenges/route-input';
import { INBOX_MSG } from '@/lib/practice/inbox/messages';
import { observeInbox } from '@/lib/practice/inbox/observe';
import { rawInboxMessage } from '@/lib/practice/inbox/store';
import { inboxMessageParam } from '@/lib/validation/params';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// GET /api/practice/v1/inbox/{id}/raw → the whole message as message/rfc822 (docs/architecture.md#practice-inbox):
// headers and MIME parts exactly as built, for a learner's mail parser. Shown inline; the name says .eml.
export const GET = practiceRoute({ access: 'learner', params: inboxMessageParam, observe: observeInbox }, async (ctx) => {
  const message = await rawInboxMessage(learnerOf(ctx), ctx.params.id);
  if (!message) throw notFound(INBOX_MSG.messageNotFound, 'MESSAGE_NOT_FOUND');
  return new Response(message.raw, {
    headers: {
      'Content-Type': 'message/rfc822',
      'Content-Disposition': `inline; filename="message-${message.id}.eml"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ GET });
