import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as resetRoute } from '@/app/api/practice/v1/[exercise]/reset/route';
import { exerciseCompletions, practiceState } from '@/lib/db/schema';
import { HOSTED_EXERCISES } from '@/lib/practice/registry';
import { practiceCaller } from '@/tests/helpers/practice-http';
import { summaryOf } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { tokenOf } from '../practice/book-list/book-api';
import type { ExerciseJourney } from '../practice/journey';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { POST: createBook } = mountedPracticeRoute('/api/practice/v1/books');

// docs/product.md#progress: an exercise is completed when its clean journey is finished, as its own completion rule
// reads the learner's stored actions (lib/practice/server-exercise.ts). Each exercise's journey from its tests folder
// completes it through its real API, as a learner's passing test would.

const getDb = setupFreshDatabase();
const journeys = import.meta.glob<ExerciseJourney>('../practice/*/journey.ts', { import: 'journey', eager: true });
const journeyOf = (exercise: string) => journeys[`../practice/${exercise}/journey.ts`];
const call = practiceCaller('v1');

async function storedCompletions(userId: string): Promise<string[]> {
  const rows = await getDb().select({ exercise: exerciseCompletions.exercise }).from(exerciseCompletions).where(eq(exerciseCompletions.userId, userId));
  return rows.map((row) => row.exercise).sort();
}

describe('exercises completed', () => {
  let bob: TestUser;
  beforeAll(async () => {
    bob = await createLoggedInUser();
  });

  it.each(HOSTED_EXERCISES)('%s: its clean journey is stored as completed as the write succeeds, for that learner only', async (exercise) => {
    const ann = await createLoggedInUser();
    expect(await storedCompletions(ann.id)).toEqual([]);
    expect(await journeyOf(exercise).complete(ann)).toBeLessThan(300);
    expect(await storedCompletions(ann.id)).toEqual([exercise]);
    expect(await storedCompletions(bob.id)).toEqual([]);
    const summary = await summaryOf(ann);
    expect(summary.exercises.completed.map((row) => row.exercise)).toEqual([exercise]);
    expect(summary.exercises.total).toBe(HOSTED_EXERCISES.length);
  });

  it('is not completed before the journey ends: a Book List book created, never changed nor deleted, leaves it open', async () => {
    const ann = await createLoggedInUser();
    const book = { title: 'Half a Journey', author: 'A. Learner', isbn: '9780306406157', year: 2024, pages: 120, genre: 'technology', price: 10, inStock: true };
    const created = await call(createBook, { path: '/api/practice/v1/books', bearer: await tokenOf(ann), body: book });
    expect(created.status).toBe(201);
    expect(await storedCompletions(ann.id)).toEqual([]);
    expect((await summaryOf(ann)).exercises.completed).toEqual([]);
  });

  it('stays completed after the learner resets the exercise to practise again', async () => {
    const ann = await createLoggedInUser();
    await journeyOf('grocery').complete(ann);
    const reset = await call(resetRoute, { method: 'POST', path: '/api/practice/v1/grocery/reset', cookie: ann.cookie, params: { exercise: 'grocery' } });
    expect(reset.status).toBe(200);
    expect((await summaryOf(ann)).exercises.completed.map((row) => row.exercise)).toEqual(['grocery']);
  });

  it('counts a journey stored before progress looked (no write passed the check): reading progress asks every rule', async () => {
    const ann = await createLoggedInUser();
    const cy = await createLoggedInUser();
    await journeyOf('grocery').complete(cy);
    // Ann's orders as an earlier version of the site stored them, without the write that would have been checked.
    const [stored] = await getDb().select().from(practiceState).where(and(eq(practiceState.userId, cy.id), eq(practiceState.exercise, 'grocery')));
    await getDb().insert(practiceState).values({ userId: ann.id, exercise: 'grocery', doc: stored.doc });
    expect(await storedCompletions(ann.id)).toEqual([]);
    expect((await summaryOf(ann)).exercises.completed.map((row) => row.exercise)).toEqual(['grocery']);
    expect(await storedCompletions(ann.id)).toEqual(['grocery']);
  });
});
