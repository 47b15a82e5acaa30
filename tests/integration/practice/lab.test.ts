import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GET as getSettings, PUT as putSettings } from '@/app/api/practice/settings/route';
import { POST as resetRoute } from '@/app/api/practice/v1/[exercise]/reset/route';
import { practiceFiles } from '@/lib/db/schema';
import { readPracticeState, updatePracticeState, type StateShape } from '@/lib/practice/state-store';
import { PRACTICE_MSG } from '@/lib/messages';
import { practiceCaller } from '../../helpers/practice-http';
import { setupFreshDatabase } from '../../helpers/test-db';
import { createLoggedInUser } from '../../helpers/users';

const call = practiceCaller('v1');

const getDb = setupFreshDatabase();

// A small state shape standing in for an exercise's: a list of names.
const LIST: StateShape<{ names: string[] }> = {
  exercise: 'mouse-action',
  schema: z.object({ names: z.array(z.string()) }),
  initial: () => ({ names: ['Ada', 'Grace'] }),
};

describe('practice settings API (bug mode)', () => {
  it('is off until the learner turns it on, and each learner has their own switch', async () => {
    const ann = await createLoggedInUser();
    const ben = await createLoggedInUser();
    expect((await call(getSettings, { cookie: ann.cookie })).json).toEqual({ bugMode: false });

    const turnedOn = await call(putSettings, { method: 'PUT', cookie: ann.cookie, body: { bugMode: true } });
    expect(turnedOn.status).toBe(200);
    expect(turnedOn.json).toEqual({ bugMode: true });
    expect((await call(getSettings, { cookie: ann.cookie })).json).toEqual({ bugMode: true });
    expect((await call(getSettings, { cookie: ben.cookie })).json).toEqual({ bugMode: false });

    await call(putSettings, { method: 'PUT', cookie: ann.cookie, body: { bugMode: false } });
    expect((await call(getSettings, { cookie: ann.cookie })).json).toEqual({ bugMode: false });
  });

  it('refuses a missing or non-boolean value with a 400 that says what to send, and a visitor with 401', async () => {
    const ann = await createLoggedInUser();
    for (const body of [{}, { bugMode: 'yes' }, { bugMode: 1 }]) {
      const reply = await call(putSettings, { method: 'PUT', cookie: ann.cookie, body });
      expect(reply.status).toBe(400);
      expect(reply.json.message).toBe(PRACTICE_MSG.bugModeMissing);
      expect(reply.json.code).toBe('VALIDATION_FAILED');
    }
    expect((await call(getSettings, {})).status).toBe(401);
    expect((await call(putSettings, { method: 'PUT', body: { bugMode: true } })).status).toBe(401);
  });
});

describe('per-learner practice state', () => {
  it('starts from the start state, keeps each learner’s changes apart, and reset restores only that learner’s', async () => {
    const ann = await createLoggedInUser();
    const ben = await createLoggedInUser();
    await updatePracticeState(ann.id, LIST, (state) => void state.names.push('Linus'));
    await updatePracticeState(ben.id, LIST, (state) => void state.names.splice(0, 1));
    expect((await readPracticeState(ann.id, LIST)).names).toEqual(['Ada', 'Grace', 'Linus']);
    expect((await readPracticeState(ben.id, LIST)).names).toEqual(['Grace']);

    const db = await getDb();
    await db.insert(practiceFiles).values({ userId: ann.id, exercise: 'mouse-action', name: 'a.txt', mimeType: 'text/plain', sizeBytes: 1, content: Buffer.from('a') });
    const reset = await call(resetRoute, { method: 'POST', cookie: ann.cookie, params: { exercise: 'mouse-action' } });
    expect(reset.status).toBe(200);
    expect(reset.json.success).toBe(true);
    expect((await readPracticeState(ann.id, LIST)).names).toEqual(['Ada', 'Grace']);
    expect(await db.select().from(practiceFiles)).toEqual([]);
    expect((await readPracticeState(ben.id, LIST)).names).toEqual(['Grace']);
  });

  it('applies concurrent changes of one learner one after the other, losing none', async () => {
    const ann = await createLoggedInUser();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => updatePracticeState(ann.id, LIST, (state) => void state.names.push(`n${i}`))),
    );
    const { names } = await readPracticeState(ann.id, LIST);
    expect(names).toHaveLength(10);
    expect(names.slice(2).sort()).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7']);
  });

  it('stores nothing when the change refuses, and treats a stored document of another shape as the start state', async () => {
    const ann = await createLoggedInUser();
    await expect(
      updatePracticeState(ann.id, LIST, (state) => {
        state.names.push('lost');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await readPracticeState(ann.id, LIST)).names).toEqual(['Ada', 'Grace']);

    const OTHER: StateShape<{ count: number }> = { exercise: 'mouse-action', schema: z.object({ count: z.number() }), initial: () => ({ count: 0 }) };
    await updatePracticeState(ann.id, OTHER, (state) => void (state.count = 5));
    expect((await readPracticeState(ann.id, LIST)).names).toEqual(['Ada', 'Grace']);
  });

  it('answers 404 for an exercise the lab does not host, and 401 without a session', async () => {
    const ann = await createLoggedInUser();
    const unknown = await call(resetRoute, { method: 'POST', cookie: ann.cookie, params: { exercise: 'no-such' } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('NOT_FOUND');
    expect((await call(resetRoute, { method: 'POST', params: { exercise: 'reservation' } })).status).toBe(401);
  });
});
