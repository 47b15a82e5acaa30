import 'server-only';
import { notFound } from '../../api/errors';
import { PRACTICE_MSG } from '../../messages';
import { practiceSettingsSchema } from '../../validation/practice';
import { exerciseParam, inboxMessageParam } from '../../validation/params';
import { isBugModeOn, setBugMode } from '../bug-mode';
import { pageExerciseOf } from '../bug-hunt/page-evidence';
import { challengeListOf, resetMetChallenges } from '../challenges/list';
import { exercisePageStart } from '../defects/active';
import { challengeQueryOf, learnerOf } from '../challenges/route-input';
import { INBOX_MSG } from '../inbox/messages';
import { observeInbox } from '../inbox/observe';
import { parseInboxQuery } from '../inbox/query';
import { clearInbox, deleteInboxMessage, inboxMessage, readInbox } from '../inbox/store';
import { readOrWait } from '../inbox/waiters';
import { resetPracticeData } from '../state-store';
import { SUITE_RUN_ROUTES } from '../suite-score/routes';
import type { RouteTable } from './table';
import { practiceRoute } from '@/lib/practice/practice-route';

// The lab's own routes. Those whose reads and writes the fast path answers before Next (lib/fast-path/practice-state-routes.ts):
// the settings, an exercise page's start, an exercise's reset, the met challenges and the practice inbox; each keeps its route file under
// app/api/practice/, one line mounting its entry here, so Next routes them before the exercises' catch-all. The suite
// score's runs (../suite-score/routes.ts), answered before Next as well, are mounted by the catch-all.

const messageNotFound = () => notFound(INBOX_MSG.messageNotFound, 'MESSAGE_NOT_FOUND');

export const LAB_ROUTES: RouteTable = [
  {
    path: '/api/practice/settings',
    readsState: true,
    writesState: true,
    handlers: {
      // GET → { bugMode }: the caller's practice lab settings.
      GET: practiceRoute({ access: 'user', cacheReply: true }, async ({ session }) => ({ bugMode: await isBugModeOn(session.identity.userId) })),
      // PUT { bugMode } → { bugMode }: turns the caller's planted bugs on or off, for every exercise.
      PUT: practiceRoute({ access: 'user', body: practiceSettingsSchema }, async ({ body, session }) => {
        await setBugMode(session.identity.userId, body.bugMode);
        return { bugMode: body.bugMode };
      }),
    },
  },
  {
    // GET ?exercise=id → { bugMode, planted: { keys, sealed }, learner } (docs/architecture.md#shared-exercise-pages):
    // what an exercise page starts from. The page's HTML is the same for every learner, so it asks for the learner's own
    // part as it loads, and again after the learner turns the switch: the switch as stored, the page's flags sealed (a
    // fresh value of one length every reply, whatever is live, so a reply holds no hint of a pin), and the learner's id,
    // which names the cookie of their Exercise | Task sheet choice. The session only, like the page.
    path: '/api/practice/v1/page-flags',
    readsState: true,
    handlers: {
      GET: practiceRoute({ access: 'user' }, async ({ session, request }) => {
        const { userId } = session.identity;
        const { bugMode, planted } = await exercisePageStart(userId, pageExerciseOf(request));
        return Response.json({ bugMode, planted, learner: userId });
      }),
    },
  },
  {
    // POST: the caller's data in that exercise returns to its start state (bookings, lists, uploaded files). Other
    // learners' data and the bug-mode switch are untouched.
    path: '/api/practice/v1/[exercise]/reset',
    params: exerciseParam,
    writesState: true,
    handlers: {
      POST: practiceRoute({ access: 'user', params: exerciseParam }, async ({ params, session }) => {
        await resetPracticeData(session.identity.userId, params.exercise);
        return { success: true, message: PRACTICE_MSG.resetDone };
      }),
    },
  },
  {
    // The learner's challenges (docs/product.md#challenges), for their tools and for the exercise page; `?exercise={id}`
    // keeps one exercise's. GET → { challenges, met, total }; DELETE → 204: the met ones are cleared ("Reset my
    // practice data" keeps them: it resets an exercise's data, not what the learner achieved).
    path: '/api/practice/v1/challenges',
    readsState: true,
    writesState: true,
    handlers: {
      GET: practiceRoute({ access: 'learner' }, async (ctx) => challengeListOf(learnerOf(ctx), challengeQueryOf(ctx.request))),
      DELETE: practiceRoute({ access: 'learner' }, async (ctx) => {
        await resetMetChallenges(learnerOf(ctx), challengeQueryOf(ctx.request));
        return new Response(null, { status: 204 });
      }),
    },
  },
  {
    // The learner's practice inbox (docs/architecture.md#practice-inbox). GET [?since=id][&wait=seconds][&to=address]
    // → { messages, lastId }, X-Total-Count: with `wait`, held until a message arrives or the time is up. DELETE → 204.
    path: '/api/practice/v1/inbox',
    readsState: true,
    writesState: true,
    handlers: {
      GET: practiceRoute({ access: 'learner', observe: observeInbox }, async (ctx) => {
        const userId = learnerOf(ctx);
        const query = parseInboxQuery(new URL(ctx.request.url));
        const reply = await readOrWait(userId, query.waitSeconds * 1000, ctx.request.signal, () => readInbox(userId, query), (read) => read.messages.length > 0);
        return Response.json(reply, { headers: { 'X-Total-Count': String(reply.messages.length) } });
      }),
      DELETE: practiceRoute({ access: 'learner', observe: observeInbox }, async (ctx) => {
        await clearInbox(learnerOf(ctx));
        return new Response(null, { status: 204 });
      }),
    },
  },
  {
    // One message: GET → the message, its text and HTML parts read out; DELETE → 204. Another learner's message is
    // not there for them: 404 MESSAGE_NOT_FOUND, as for an id that never was.
    path: '/api/practice/v1/inbox/[id]',
    readsState: true,
    params: inboxMessageParam,
    writesState: true,
    handlers: {
      GET: practiceRoute({ access: 'learner', params: inboxMessageParam, observe: observeInbox }, async (ctx) => {
        const message = await inboxMessage(learnerOf(ctx), ctx.params.id);
        if (!message) throw messageNotFound();
        return message;
      }),
      DELETE: practiceRoute({ access: 'learner', params: inboxMessageParam, observe: observeInbox }, async (ctx) => {
        if (!(await deleteInboxMessage(learnerOf(ctx), ctx.params.id))) throw messageNotFound();
        return new Response(null, { status: 204 });
      }),
    },
  },
  ...SUITE_RUN_ROUTES,
];
