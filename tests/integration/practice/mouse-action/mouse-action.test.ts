import { describe, expect, it } from 'vitest';
import { PUT as putSettings } from '@/app/api/practice/settings/route';
import { POST as resetRoute } from '@/app/api/practice/v1/[exercise]/reset/route';
import { MOUSE_ACTION_BOARD_MSG, startBoard } from '@/lib/practice/exercises/mouse-action/board';
import { practiceCaller } from '@/tests/helpers/practice-http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { GET: getBoard } = mountedPracticeRoute('/api/practice/v1/mouse-action/board');
const { POST: postMove } = mountedPracticeRoute('/api/practice/v1/mouse-action/board/moves');
const { POST: postRestore } = mountedPracticeRoute('/api/practice/v1/mouse-action/board/restore');

const call = practiceCaller('v1/mouse-action');

// docs/practice/mouse-action.md#api: the board API of the Mouse Action exercise.

setupFreshDatabase();

const board = async (who: TestUser) => (await call(getBoard, { cookie: who.cookie })).json.board;
const move = (who: TestUser, body: unknown) => call(postMove, { method: 'POST', cookie: who.cookie, body });
const restore = (who: TestUser, body: unknown) => call(postRestore, { method: 'POST', cookie: who.cookie, body });
const bugMode = (who: TestUser, on: boolean) => call(putSettings, { method: 'PUT', cookie: who.cookie, body: { bugMode: on } });

describe('the Mouse Action board API', () => {
  it('starts from the start board, moves cards between and within lists, and answers the new board', async () => {
    const ann = await createLoggedInUser();
    expect(await board(ann)).toEqual(startBoard());

    const across = await move(ann, { card: 'login', to: 'sprint', index: 1 });
    expect(across.status).toBe(200);
    expect(across.json.message).toBe(MOUSE_ACTION_BOARD_MSG.moved('Login form', 'sprint', 2));
    expect(across.json.board.sprint).toEqual(['profile', 'login', 'date-bug']);
    expect(across.json.board.backlog).toEqual(['search', 'cart-bug', 'export']);

    // Within a list the index is the card's final position: the first card dropped on the third takes its place.
    expect((await move(ann, { card: 'search', to: 'backlog', index: 2 })).json.board.backlog).toEqual(['cart-bug', 'export', 'search']);
    expect((await move(ann, { card: 'search', to: 'backlog', index: 0 })).json.board.backlog).toEqual(['search', 'cart-bug', 'export']);
    // Without an index the card goes last.
    expect((await move(ann, { card: 'search', to: 'backlog' })).json.board.backlog).toEqual(['cart-bug', 'export', 'search']);
    expect((await move(ann, { card: 'date-bug', to: 'bugs' })).json.board.bugs).toEqual(['date-bug']);

    expect(await board(ann)).toEqual({
      backlog: ['cart-bug', 'export', 'search'],
      sprint: ['profile', 'login'],
      bugs: ['date-bug'],
      trash: [],
    });
  });

  it('refuses a story on Bugs and any card on Locked with a 409 that says why, storing nothing', async () => {
    const ann = await createLoggedInUser();
    const story = await move(ann, { card: 'login', to: 'bugs' });
    expect(story.status).toBe(409);
    expect(story.json.message).toBe(MOUSE_ACTION_BOARD_MSG.bugsOnly('Login form'));
    expect(story.json.code).toBe('BUGS_ONLY');
    const locked = await move(ann, { card: 'cart-bug', to: 'locked', index: 0 });
    expect(locked.status).toBe(409);
    expect(locked.json.message).toBe(MOUSE_ACTION_BOARD_MSG.locked);
    expect(locked.json.code).toBe('ZONE_LOCKED');
    expect(await board(ann)).toEqual(startBoard());
  });

  it('keeps deleted cards in the Trash with their list, and Restore sends each back to the end of that list', async () => {
    const ann = await createLoggedInUser();
    await move(ann, { card: 'profile', to: 'trash' });
    const trashed = await move(ann, { card: 'search', to: 'trash', index: 0 });
    expect(trashed.json.message).toBe(MOUSE_ACTION_BOARD_MSG.trashed('Search filter'));
    expect(trashed.json.board.trash).toEqual([
      { card: 'search', from: 'backlog' },
      { card: 'profile', from: 'sprint' },
    ]);

    const back = await restore(ann, { card: 'profile' });
    expect(back.status).toBe(200);
    expect(back.json.message).toBe(MOUSE_ACTION_BOARD_MSG.restored('Profile photo', 'sprint'));
    expect(back.json.board.sprint).toEqual(['date-bug', 'profile']);

    // Dragged out of the Trash onto a list, a card is a plain move.
    expect((await move(ann, { card: 'search', to: 'sprint', index: 0 })).json.board).toEqual({
      backlog: ['login', 'cart-bug', 'export'],
      sprint: ['search', 'date-bug', 'profile'],
      bugs: [],
      trash: [],
    });

    const notThere = await restore(ann, { card: 'search' });
    expect(notThere.status).toBe(409);
    expect(notThere.json.code).toBe('NOT_IN_TRASH');
    expect(notThere.json.message).toBe(MOUSE_ACTION_BOARD_MSG.notInTrash('Search filter'));
  });

  it('answers 400 with a message for an unknown card or list and a bad index, and leaves the board alone', async () => {
    const ann = await createLoggedInUser();
    const cases: [unknown, string][] = [
      [{ card: 'nope', to: 'sprint' }, MOUSE_ACTION_BOARD_MSG.unknownCard],
      [{ to: 'sprint' }, MOUSE_ACTION_BOARD_MSG.unknownCard],
      [{ card: 'login', to: 'done' }, MOUSE_ACTION_BOARD_MSG.unknownZone],
      [{ card: 'login' }, MOUSE_ACTION_BOARD_MSG.unknownZone],
      [{ card: 'login', to: 'sprint', index: -1 }, MOUSE_ACTION_BOARD_MSG.indexType],
      [{ card: 'login', to: 'sprint', index: 1.5 }, MOUSE_ACTION_BOARD_MSG.indexType],
      [{ card: 'login', to: 'sprint', index: '1' }, MOUSE_ACTION_BOARD_MSG.indexType],
      [{ card: 'login', to: 'sprint', index: 3 }, MOUSE_ACTION_BOARD_MSG.badIndex('sprint', 2)],
      // Within its own list the card leaves a gap first: Backlog's 4 cards allow 0 to 3.
      [{ card: 'login', to: 'backlog', index: 4 }, MOUSE_ACTION_BOARD_MSG.badIndex('backlog', 3)],
    ];
    for (const [body, message] of cases) {
      const reply = await move(ann, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.message, JSON.stringify(body)).toBe(message);
      expect(reply.json.code, JSON.stringify(body)).toBe('VALIDATION_FAILED');
    }
    const bad = await restore(ann, { card: 42 });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(MOUSE_ACTION_BOARD_MSG.unknownCard);
    expect((await call(postMove, { method: 'POST', cookie: ann.cookie, rawBody: '{"card":' })).json).toMatchObject({ code: 'INVALID_JSON' });
    expect(await board(ann)).toEqual(startBoard());
  });

  it('keeps each learner’s board apart, needs a session, and reset restores only the caller’s board', async () => {
    const ann = await createLoggedInUser();
    const ben = await createLoggedInUser();
    await move(ann, { card: 'login', to: 'sprint' });
    await move(ben, { card: 'export', to: 'trash' });
    expect((await board(ann)).sprint).toEqual(['profile', 'date-bug', 'login']);
    expect((await board(ben)).trash).toEqual([{ card: 'export', from: 'backlog' }]);
    expect((await board(ben)).sprint).toEqual(['profile', 'date-bug']);

    const reset = await call(resetRoute, { method: 'POST', cookie: ann.cookie, params: { exercise: 'mouse-action' } });
    expect(reset.status).toBe(200);
    expect(await board(ann)).toEqual(startBoard());
    expect((await board(ben)).trash).toEqual([{ card: 'export', from: 'backlog' }]);

    expect((await call(getBoard, {})).status).toBe(401);
    expect((await call(postMove, { method: 'POST', body: { card: 'login', to: 'sprint' } })).status).toBe(401);
    expect((await call(postRestore, { method: 'POST', body: { card: 'login' } })).status).toBe(401);
  });
});

describe('the board’s planted defects (bug mode)', () => {
  it('MOU-01: a card reordered within its list lands one place further down only with bug mode on', async () => {
    for (const on of [false, true]) {
      const ann = await createLoggedInUser();
      await bugMode(ann, on);
      const up = await move(ann, { card: 'search', to: 'backlog', index: 0 });
      expect(up.json.board.backlog).toEqual(on ? ['login', 'search', 'cart-bug', 'export'] : ['search', 'login', 'cart-bug', 'export']);
      // Moves between lists are right either way.
      expect((await move(ann, { card: 'export', to: 'sprint', index: 0 })).json.board.sprint[0]).toBe('export');
    }
  });

  it('MOU-02: Bugs takes a story only with bug mode on', async () => {
    for (const on of [false, true]) {
      const ann = await createLoggedInUser();
      await bugMode(ann, on);
      const reply = await move(ann, { card: 'login', to: 'bugs' });
      expect(reply.status).toBe(on ? 200 : 409);
      expect((await board(ann)).bugs).toEqual(on ? ['login'] : []);
      // Locked refuses in both modes.
      expect((await move(ann, { card: 'search', to: 'locked' })).status).toBe(409);
    }
  });

  it('MOU-03: Restore sends a Sprint card to the Backlog only with bug mode on', async () => {
    for (const on of [false, true]) {
      const ann = await createLoggedInUser();
      await bugMode(ann, on);
      await move(ann, { card: 'profile', to: 'trash' });
      const reply = await restore(ann, { card: 'profile' });
      expect(reply.json.board.sprint.includes('profile')).toBe(!on);
      expect(reply.json.board.backlog.includes('profile')).toBe(on);
    }
  });
});
