import 'server-only';
import { plantedDefectsOf, type PlantedDefects } from '@/lib/practice/defects/planted';
import type { z } from 'zod';
import { type RouteHandler } from '@/lib/api/route';
import { learnerOf } from '@/lib/practice/challenges/route-input';
import { observePracticeBankChallenges } from './challenge-checks';
import { practiceRoute } from '@/lib/practice/practice-route';

// Every Practice Bank handler goes through here (docs/practice/practice-bank.md#api): withRoute with the learner's
// session (the page) or practice credential (their tools), the body parsed by the form's own schema, the learner's
// live defects read once, and every exchange watched for the exercise's challenges after its reply is made.

export interface BankCall<B> {
  userId: string;
  body: B;
  planted: PlantedDefects;
}

export function bankRoute<S extends z.ZodType | undefined = undefined>(
  body: S,
  reply: (call: BankCall<S extends z.ZodType ? z.output<S> : undefined>) => Promise<unknown>,
): RouteHandler {
  return practiceRoute({ access: 'learner', body, observe: observePracticeBankChallenges }, async (ctx) => {
    const userId = learnerOf(ctx);
    const planted = await plantedDefectsOf(userId);
    return reply({ userId, body: ctx.body as S extends z.ZodType ? z.output<S> : undefined, planted });
  });
}
