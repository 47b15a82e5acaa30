import 'server-only';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { type RouteHandler } from '@/lib/api/route';
import { BOOK_LIST_MSG as MSG } from '../messages';
import { BOOK_LIST_ACCESS, learnerIdOf } from './caller';
import { observeBookListChallenges } from './challenge-checks';
import { replyFormat, type Format } from './http/negotiation';
import { problemReply } from './http/problem';
import { plantedDefectsOf, type PlantedDefects } from '@/lib/practice/defects/planted';
import { practiceRoute } from '@/lib/practice/practice-route';

// Every Book List handler goes through here (docs/practice/book-list.md): withRoute with the exercise's access and
// its problem-detail replies, the caller resolved once (./caller.ts), the reply's format negotiated before any
// work (406 when Accept names neither JSON nor XML), and the learner's live defects read once. Every exchange is watched
// for the exercise's challenges (./challenge-checks.ts), after its reply is made.

export interface BookCall<P> {
  request: Request;
  params: P;
  /** The learner whose shelf this is. */
  userId: string;
  /** The reply's format, from Accept. */
  format: Format;
  /** The learner's live planted defects: each branch asks for its own id (BKL-01…). */
  planted: PlantedDefects;
}

export function bookRoute<S extends z.ZodType | undefined = undefined>(
  params: S,
  reply: (call: BookCall<S extends z.ZodType ? z.output<S> : undefined>) => Promise<Response>,
): RouteHandler {
  return practiceRoute({ access: BOOK_LIST_ACCESS, params, errorReply: problemReply, observe: observeBookListChallenges }, async (ctx) => {
    const format = replyFormat(ctx.request.headers.get('accept'));
    if (!format) throw new ApiError(406, MSG.notAcceptable, undefined, undefined, 'NOT_ACCEPTABLE');
    const userId = learnerIdOf(ctx);
    const planted = await plantedDefectsOf(userId);
    return reply({ request: ctx.request, params: ctx.params as S extends z.ZodType ? z.output<S> : undefined, userId, format, planted });
  });
}
