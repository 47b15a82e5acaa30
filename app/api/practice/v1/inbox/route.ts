import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { learnerOf } from '@/lib/practice/challenges/route-input';
import { observeInbox } from '@/lib/practice/inbox/observe';
import { parseInboxQuery } from '@/lib/practice/inbox/query';
import { clearInbox, readInbox } from '@/lib/practice/inbox/store';
import { readOrWait } from '@/lib/practice/inbox/waiters';

// The learner's practice inbox (docs/architecture.md#practice-inbox), for their tools (a practice token or OAuth
// access token) and for the inbox page (the session).

// GET /api/practice/v1/inbox[?since=id][&wait=seconds][&to=address] → { messages, lastId }, X-Total-Count: the
// messages after `since`; with `wait`, held until one arrives (or the time is up) when none has yet.
export const GET = withRoute({ access: 'learner', observe: observeInbox }, async (ctx) => {
  const userId = learnerOf(ctx);
  const query = parseInboxQuery(new URL(ctx.request.url));
  const reply = await readOrWait(
    userId,
    query.waitSeconds * 1000,
    ctx.request.signal,
    () => readInbox(userId, query),
    (read) => read.messages.length > 0,
  );
  return Response.json(reply, { headers: { 'X-Total-Count': String(reply.messages.length) } });
});

// DELETE /api/practice/v1/inbox → 204: every message goes.
export const DELETE = withRoute({ access: 'learner', observe: observeInbox }, async (ctx) => {
  await clearInbox(learnerOf(ctx));
  return new Response(null, { status: 204 });
});

export const { POST, PUT, PATCH, OPTIONS } = otherMethods({ GET, DELETE });
