import 'server-only';
import { givingWayThroughout } from '../../concurrency/give-way';
import { learnerOf } from '../challenges/route-input';
import type { RouteTable } from '../routes/table';
import { nextRound, reportOutcome } from './rounds';
import { endRun, replyOf, runAndRoundsAsStored, runNotOpen, runOf, runsOf, startRun } from './runs';
import { roundParam, RoundOutcomeSchema, runParam, StartRunSchema } from './schemas';
import { practiceRoute } from '@/lib/practice/practice-route';

// The suite score's API (docs/product.md#suite-score), part of the lab's route table (../routes/lab-routes.ts) and
// mounted by the catch-all: the learner's session or their practice token ('learner'), so a runner in any CI drives it.
// A scoring runner calls it every round beside a class at work (docs/architecture.md#suite-score), so it costs the class
// as little as it can: the fast path answers its reads and writes (`readsState`, `writesState`) without Next's routing,
// and its handlers give way (lib/concurrency/give-way.ts): each of their queries waits for a turn of the event loop, so
// the class's requests go first. A runner's round is a few turns slower, which a suite of seconds does not notice.

export const SUITE_SCORE_BASE = '/api/practice/v1/suite-runs';
const BASE = SUITE_SCORE_BASE;

/** practiceRoute with its handler giving way throughout: every call of the run API is one of these. */
const runRoute: typeof practiceRoute = (options, handler) => practiceRoute(options, (ctx) => givingWayThroughout(async () => handler(ctx)));

export const SUITE_RUN_ROUTES: RouteTable = [
  {
    // POST { exercise } → 201 { run }: a new run, planned; GET → { runs }: the learner's runs, newest first.
    path: BASE,
    readsState: true,
    writesState: true,
    handlers: {
      POST: runRoute({ access: 'learner', body: StartRunSchema }, async (ctx) => {
        // A new run has no rounds yet: nothing more to read.
        const run = replyOf(await startRun(learnerOf(ctx), ctx.body.exercise), []);
        return Response.json({ run }, { status: 201 });
      }),
      GET: runRoute({ access: 'learner' }, async (ctx) => ({ runs: await runsOf(learnerOf(ctx)) })),
    },
  },
  {
    // GET → { run } (with its result once finished); DELETE → 204: the open run abandoned, the pin lifted.
    path: `${BASE}/[id]`,
    readsState: true,
    writesState: true,
    params: runParam,
    handlers: {
      GET: runRoute({ access: 'learner', params: runParam }, async (ctx) => ({ run: await runAndRoundsAsStored(learnerOf(ctx), ctx.params.id) })),
      DELETE: runRoute({ access: 'learner', params: runParam }, async (ctx) => {
        const run = await runOf(learnerOf(ctx), ctx.params.id);
        if (run.status !== 'open') throw runNotOpen();
        await endRun(run, 'abandoned');
        return new Response(null, { status: 204 });
      }),
    },
  },
  {
    // POST → { round, of, expiresAt }: the next round is on; the same shape whatever it holds.
    path: `${BASE}/[id]/rounds/next`,
    params: runParam,
    writesState: true,
    handlers: {
      POST: runRoute({ access: 'learner', params: runParam }, async (ctx) => nextRound(learnerOf(ctx), ctx.params.id)),
    },
  },
  {
    // POST { outcome, junit? } → { run }: the round's outcome; the last one finishes the run with its result.
    path: `${BASE}/[id]/rounds/[n]/outcome`,
    params: roundParam,
    writesState: true,
    handlers: {
      POST: runRoute({ access: 'learner', params: roundParam, body: RoundOutcomeSchema }, async (ctx) => {
        const userId = learnerOf(ctx);
        return { run: await reportOutcome(userId, ctx.params.id, ctx.params.n, ctx.body) };
      }),
    },
  },
];
