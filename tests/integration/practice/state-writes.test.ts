import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enableCaching } from '@/lib/cache/tags';
import { practiceState } from '@/lib/db/schema';
import { FRAMES_ALERT_STATE, type FramesAlertState } from '@/lib/practice/exercises/frames-alert/state';
import { readPracticeState, resetPracticeData, updatePracticeState } from '@/lib/practice/state-store';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';

// A practice write stores its document only if the row's version is still the one it read (compare and
// swap), from state remembered in memory (lib/practice/state-store.ts). These tests play the other
// instance by writing the row directly, as another instance would before its message arrives here.

const getDb = setupFreshDatabase();
beforeAll(() => enableCaching());

const submission = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com`, topic: 'API testing' as const });

const add = (userId: string, name: string) =>
  updatePracticeState(userId, FRAMES_ALERT_STATE, (state) => {
    state.submissions.push({ id: state.nextId, ...submission(name) });
    state.nextId += 1;
    return state.nextId - 1;
  });

/** What another instance does: writes a newer version of the row (its message to this one not yet arrived). */
async function writeElsewhere(userId: string, name: string) {
  const rowOf = and(eq(practiceState.userId, userId), eq(practiceState.exercise, 'frames-alert'));
  const [row] = await getDb().select().from(practiceState).where(rowOf);
  const doc = row.doc as FramesAlertState;
  const next = { nextId: doc.nextId + 1, submissions: [...doc.submissions, { id: doc.nextId, ...submission(name) }] };
  await getDb().update(practiceState).set({ doc: next, version: sql`${practiceState.version} + 1` }).where(rowOf);
}

const names = async (userId: string) => (await readPracticeState(userId, FRAMES_ALERT_STATE)).submissions.map((s) => s.name);

describe('practice writes', () => {
  it('never overwrite a newer write of another instance, even while this one still remembers the older state', async () => {
    const { id } = await createLoggedInUser();
    await add(id, 'Ann');
    expect(await names(id)).toEqual(['Ann']); // remembered here from now on
    await writeElsewhere(id, 'Bob');
    expect(await add(id, 'Cy')).toBe(3);
    expect(await names(id)).toEqual(['Ann', 'Bob', 'Cy']);
  });

  it('of one learner at once are all kept, each with its own number', async () => {
    const { id } = await createLoggedInUser();
    const numbers = await Promise.all(Array.from({ length: 20 }, (_, i) => add(id, `P${i}`)));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await names(id)).toHaveLength(20);
  });

  it('finish even when another instance wins every race: the last try locks the row', async () => {
    const { id } = await createLoggedInUser();
    await add(id, 'Ann');
    let calls = 0;
    const result = await updatePracticeState(id, FRAMES_ALERT_STATE, async (state) => {
      calls += 1;
      // Another instance writes between this write's read and its store, every time but the locked one.
      if (calls < 5) await writeElsewhere(id, `Other${calls}`);
      state.submissions.push({ id: state.nextId, ...submission('Mine') });
      state.nextId += 1;
      return state.submissions.length;
    });
    expect(calls).toBe(5);
    expect(result).toBe(6);
    expect(await names(id)).toEqual(['Ann', 'Other1', 'Other2', 'Other3', 'Other4', 'Mine']);
  });

  it('after a reset start from the start state, whatever was remembered before it', async () => {
    const { id } = await createLoggedInUser();
    await add(id, 'Ann');
    await add(id, 'Bob');
    await resetPracticeData(id, 'frames-alert');
    expect(await add(id, 'Cy')).toBe(1);
    expect(await names(id)).toEqual(['Cy']);
  });

  it('a refused write stores nothing and does not hold up the next one', async () => {
    const { id } = await createLoggedInUser();
    await expect(updatePracticeState(id, FRAMES_ALERT_STATE, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await add(id, 'Ann')).toBe(1);
    expect(await names(id)).toEqual(['Ann']);
  });

  it('of one learner at once are stored together, in arrival order, in fewer statements than writes', async () => {
    const { id } = await createLoggedInUser();
    const numbers = await Promise.all(Array.from({ length: 20 }, (_, i) => add(id, `P${i}`)));
    // Arrival order: the i-th write got number i + 1, and the list reads in that order.
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await names(id)).toEqual(Array.from({ length: 20 }, (_, i) => `P${i}`));
    // The writes that waited while the first was stored went in as one batch (the row's version counts statements).
    const [row] = await getDb()
      .select({ version: practiceState.version })
      .from(practiceState)
      .where(and(eq(practiceState.userId, id), eq(practiceState.exercise, 'frames-alert')));
    expect(row.version).toBeLessThan(20);
  });

  it('in one batch: a refusal among them leaves no trace, and the others are all kept', async () => {
    const { id } = await createLoggedInUser();
    await add(id, 'Ann');
    const refusing = updatePracticeState(id, FRAMES_ALERT_STATE, (state) => {
      // Changes the state it was given, then refuses: none of it may reach the writes after it.
      state.submissions.push({ id: 99, ...submission('Ghost') });
      throw new Error('refused');
    });
    const results = await Promise.allSettled([add(id, 'Bob'), refusing, add(id, 'Cy')]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message))).toEqual([2, 'refused', 3]);
    expect(await names(id)).toEqual(['Ann', 'Bob', 'Cy']);
  });
});
