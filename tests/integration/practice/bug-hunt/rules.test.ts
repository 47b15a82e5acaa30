import { describe, expect, it } from 'vitest';
import { setBugMode } from '@/lib/practice/bug-mode';
import { BUG_HUNT_FEEDBACK } from '@/lib/messages/bug-hunt';
import { defectsOf } from '@/lib/practice/server-registry';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { BASE, newBook, send } from '../book-list/book-api';
import { report, reports, score } from './hunt-api';

// docs/architecture.md#bug-hunt: the server credits a report at once, exactly once, only for a planted defect the
// reporter met; a report of something not planted, of a defect only someone else met, or of one found before is not
// credited, and all three read the same to the learner (the server keeps its own verdict for the trainer).
// Book List's BKL-01 (a created book answered 200) is the defect met here, through the API as a learner's tool would.

setupFreshDatabase();

const BKL_01 = { exercise: 'book-list', area: 'create', title: 'Creating a book answers 200', actual: 'POST /books answered status 200, not 201 Created.' };

async function hunter(): Promise<TestUser> {
  const user = await createLoggedInUser();
  await setBugMode(user.id, true);
  return user;
}

/** Meets BKL-01 as a learner's client would: creates a book with the bugs live. */
async function meetCreateDefect(user: TestUser): Promise<void> {
  expect((await send('POST', BASE, { user, body: newBook() })).status).toBe(200);
}

const bookListScore = async (user: TestUser) => (await score({ user })).json.exercises.find((row: { exercise: string }) => row.exercise === 'book-list');

describe('crediting a defect report', () => {
  it('credits a correct report of a defect the learner met, at once and exactly once', async () => {
    const user = await hunter();
    await meetCreateDefect(user);
    const first = await report({ user, via: 'token' }, BKL_01);
    expect(first.status).toBe(201);
    expect(first.json.report).toMatchObject({ verdict: 'credited', defectId: 'BKL-01', feedback: BUG_HUNT_FEEDBACK.credited('BKL-01', 'functional') });
    expect(first.json.score).toMatchObject({ exercise: 'book-list', found: 1, planted: defectsOf('book-list').length, misses: 0 });

    // Found before: not credited again, and a miss like any other (a duplicate costs a guess).
    const again = await report({ user }, { ...BKL_01, title: 'Created books get 200 again' });
    expect(again.json.report).toMatchObject({ verdict: 'not-credited', defectId: null, feedback: BUG_HUNT_FEEDBACK.notCredited });
    expect(again.json.score).toMatchObject({ found: 1, misses: 1 });
    const board = await score({ user });
    expect(board.json.found).toEqual([expect.objectContaining({ defectId: 'BKL-01', exercise: 'book-list', category: 'functional', reportId: first.json.report.id, hintsUsed: 0 })]);
    expect(board.json.totals).toMatchObject({ found: 1, hintsUsed: 0 });
  });

  it('credits two identical reports sent at once only once', async () => {
    const user = await hunter();
    await meetCreateDefect(user);
    const both = await Promise.all([report({ user }, BKL_01), report({ user, via: 'token' }, BKL_01)]);
    expect(both.map((reply) => reply.json.report.verdict).sort()).toEqual(['credited', 'not-credited']);
    expect((await bookListScore(user)).found).toBe(1);
  });

  it('refuses a report of something that is not planted, with the feedback of any other report not credited', async () => {
    const user = await hunter();
    await meetCreateDefect(user);
    const clean = await report({ user }, { exercise: 'book-list', area: 'delete', title: 'Deleting a book', actual: 'DELETE answered 204 and the book was gone.' });
    expect(clean.status).toBe(201);
    expect(clean.json.report).toMatchObject({ verdict: 'not-credited', defectId: null, feedback: BUG_HUNT_FEEDBACK.notCredited });
    // In an area with a defect the learner met, a description that is not it: no "closer", which would say so.
    const near = await report({ user }, { exercise: 'book-list', area: 'create', title: 'Creating a book', actual: 'The Location header names the new book.' });
    expect(near.json.report).toMatchObject({ verdict: 'not-credited', defectId: null, feedback: BUG_HUNT_FEEDBACK.notCredited });
    expect(near.json.score).toMatchObject({ found: 0, misses: 2 });
  });

  it('refuses a correct guess about a defect the learner never met', async () => {
    const user = await hunter();
    const guess = await report({ user }, BKL_01);
    expect(guess.json.report).toMatchObject({ verdict: 'not-credited', defectId: null, feedback: BUG_HUNT_FEEDBACK.notCredited });
    expect(guess.json.score).toMatchObject({ found: 0, misses: 1 });
    // With bug mode off, the same request meets nothing: still not triggered.
    await setBugMode(user.id, false);
    expect((await send('POST', BASE, { user, body: newBook() })).status).toBe(201);
    expect((await report({ user }, BKL_01)).json.report.verdict).toBe('not-credited');
  });

  it("refuses a report resting on another learner's evidence, and still credits that learner", async () => {
    const [finder, copier] = await Promise.all([hunter(), hunter()]);
    await meetCreateDefect(finder);
    expect((await report({ user: copier }, BKL_01)).json.report.verdict).toBe('not-credited');
    expect((await report({ user: finder }, BKL_01)).json.report.verdict).toBe('credited');
    expect((await bookListScore(copier)).found).toBe(0);
    // Each learner lists only their own reports.
    expect((await reports({ user: copier })).json.reports.map((row: { verdict: string }) => row.verdict)).toEqual(['not-credited']);
  });

  it('refuses an area the task sheet does not list, and a report missing a field, naming the field', async () => {
    const user = await hunter();
    const area = await report({ user }, { ...BKL_01, area: 'checkout' });
    expect(area.status).toBe(400);
    expect(area.json.code).toBe('AREA_UNKNOWN');
    expect(area.json.errors.area).toContain('create, read, list');
    const missing = await report({ user }, { exercise: 'book-list', area: 'create', title: '', steps: 'x', expected: 'y', actual: 'z', severity: 'urgent' });
    expect(missing.status).toBe(400);
    expect(missing.json.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(missing.json.errors).sort()).toEqual(['severity', 'title']);
    expect((await bookListScore(user)).misses).toBe(0);
  });
});
