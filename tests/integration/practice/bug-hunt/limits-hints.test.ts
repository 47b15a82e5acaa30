import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBugMode } from '@/lib/practice/bug-mode';
import { BUG_HUNT_FIGURES } from '@/lib/practice/bug-hunt/figures';
import { defectsOf } from '@/lib/practice/server-registry';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { BASE, newBook, send } from '../book-list/book-api';
import { report, score } from './hunt-api';

// docs/architecture.md#bug-hunt: blind guessing is bounded (misses per exercise per hour, each counted, whatever the
// credential), and the misses on an exercise unlock its first hint after two and its second after four.

setupFreshDatabase();

afterEach(() => {
  vi.useRealTimers();
});

const MISS = { exercise: 'book-list', area: 'delete', title: 'Deleting a book', actual: 'The book was deleted.' };
const BKL_01 = { exercise: 'book-list', area: 'create', title: 'Creating a book answers 200', actual: 'The status was 200, not 201.' };

async function hunter(): Promise<TestUser> {
  const user = await createLoggedInUser();
  await setBugMode(user.id, true);
  return user;
}

const hintsOf = async (user: TestUser, exercise: string) =>
  (await score({ user })).json.exercises.find((row: { exercise: string }) => row.exercise === exercise).hints.map((hint: { level: number; text: string }) => [hint.level, hint.text]);

describe('the guess limit', () => {
  it(`refuses the report after ${BUG_HUNT_FIGURES.missesPerHour} misses on an exercise within an hour, and takes reports again after it`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T09:00:00Z') });
    const user = await hunter();
    for (let miss = 1; miss <= BUG_HUNT_FIGURES.missesPerHour; miss++) {
      const reply = await report({ user, via: miss % 2 ? 'token' : 'session' }, MISS);
      expect(reply.json.score.guessesLeft).toBe(BUG_HUNT_FIGURES.missesPerHour - miss);
      vi.setSystemTime(new Date(Date.now() + 60_000));
    }
    // Even a correct report waits: the limit is checked before any matching, so it cannot be probed.
    await send('POST', BASE, { user, body: newBook() });
    const refused = await report({ user }, BKL_01);
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('REPORT_LIMIT_REACHED');
    // The first miss leaves the window 60 minutes after it was made: 54 minutes from now.
    expect(Number(refused.headers.get('retry-after'))).toBe(54 * 60);
    expect(refused.json.message).toContain('in 54 minutes');
    // Other exercises are not limited.
    expect((await report({ user }, { exercise: 'grocery', area: 'search', title: 'Search', actual: 'It filters.' })).status).toBe(201);

    vi.setSystemTime(new Date(Date.now() + 54 * 60_000 + 1000));
    const later = await report({ user }, BKL_01);
    expect(later.status).toBe(201);
    expect(later.json.report.verdict).toBe('credited');
  });

  it('does not count a credited report as a miss, and counts every report of a defect already found as one', async () => {
    const user = await hunter();
    await send('POST', BASE, { user, body: newBook() });
    expect((await report({ user }, BKL_01)).json.score).toMatchObject({ found: 1, misses: 0, guessesLeft: BUG_HUNT_FIGURES.missesPerHour });
    // Repeating a credited report costs a guess each time, so it cannot be used to tell found from not planted.
    for (let i = 0; i < BUG_HUNT_FIGURES.missesPerHour; i++) expect((await report({ user }, BKL_01)).status).toBe(201);
    expect((await score({ user })).json.exercises.find((row: { exercise: string }) => row.exercise === 'book-list')).toMatchObject({ found: 1, misses: BUG_HUNT_FIGURES.missesPerHour, guessesLeft: 0 });
    expect((await report({ user }, BKL_01)).status).toBe(429);
  });
});

describe('hints', () => {
  it('unlock the first after two misses and the second after four, both of the defect the misses came nearest', async () => {
    const user = await hunter();
    // Met, but described wrongly: the misses come near BKL-01.
    await send('POST', BASE, { user, body: newBook() });
    const near = { ...BKL_01, title: 'Creating a book', actual: 'The new book has an id.' };
    const bkl01 = defectsOf('book-list').find((defect) => defect.id === 'BKL-01')!;
    expect((await report({ user }, near)).json.score.hints).toEqual([]);
    const second = await report({ user }, near);
    expect(second.json.score.hints).toEqual([expect.objectContaining({ level: 1, text: bkl01.hints[0] })]);
    await report({ user }, near);
    expect(await hintsOf(user, 'book-list')).toEqual([[1, bkl01.hints[0]]]);
    await report({ user }, near);
    expect(await hintsOf(user, 'book-list')).toEqual([[1, bkl01.hints[0]], [2, bkl01.hints[1]]]);
    // No third hint, and no hint on another exercise.
    await report({ user }, near);
    expect(await hintsOf(user, 'book-list')).toHaveLength(2);
    expect(await hintsOf(user, 'grocery')).toEqual([]);
    // Found after its hints: the score board says so.
    const found = await report({ user }, BKL_01);
    expect(found.json.report.verdict).toBe('credited');
    const board = (await score({ user })).json;
    expect(board.found[0]).toMatchObject({ defectId: 'BKL-01', hintsUsed: 2 });
    expect(board.totals.hintsUsed).toBe(2);
  });

  it('go to an easy defect of the exercise when the misses came near none', async () => {
    const user = await hunter();
    await report({ user }, MISS);
    const [hint] = (await report({ user }, MISS)).json.score.hints;
    const easyFirstHints = defectsOf('book-list').filter((defect) => defect.difficulty === 'easy').map((defect) => defect.hints[0]);
    expect(easyFirstHints).toContain(hint.text);
  });
});
