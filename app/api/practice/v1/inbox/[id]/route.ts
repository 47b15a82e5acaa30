import { notFound } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { learnerOf } from '@/lib/practice/challenges/route-input';
import { INBOX_MSG } from '@/lib/practice/inbox/messages';
import { observeInbox } from '@/lib/practice/inbox/observe';
import { deleteInboxMessage, inboxMessage } from '@/lib/practice/inbox/store';
import { inboxMessageParam } from '@/lib/validation/params';

// One message of the learner's practice inbox (docs/architecture.md#practice-inbox). Another learner's message is
// not there for them: 404 MESSAGE_NOT_FOUND, as for an id that never was.

// GET /api/practice/v1/inbox/{id} → the message, its text and HTML parts read out.
export const GET = withRoute({ access: 'learner', params: inboxMessageParam, observe: observeInbox }, async (ctx) => {
  const message = await inboxMessage(learnerOf(ctx), ctx.params.id);
  if (!message) throw notFound(INBOX_MSG.messageNotFound, 'MESSAGE_NOT_FOUND');
  return message;
});

// DELETE /api/practice/v1/inbox/{id} → 204.
export const DELETE = withRoute({ access: 'learner', params: inboxMessageParam, observe: observeInbox }, async (ctx) => {
  if (!(await deleteInboxMessage(learnerOf(ctx), ctx.params.id))) throw notFound(INBOX_MSG.messageNotFound, 'MESSAGE_NOT_FOUND');
  return new Response(null, { status: 204 });
});

export const { POST, PUT, PATCH, OPTIONS } = otherMethods({ GET, DELETE });
