import { describe, expect, it } from 'vitest';
import { describeKey } from '@/lib/practice/exercises/mouse-action/ui/key-press-box';
import { ApiError } from '@/lib/api/errors';
import { startBoard } from '@/lib/practice/exercises/mouse-action/board';
import { applyMove } from '@/lib/practice/exercises/mouse-action/server/moves';
import { NONE_PLANTED } from '@/lib/practice/defects/planted';
import { boardSchema } from '@/lib/practice/exercises/mouse-action/schemas';

// docs/practice/mouse-action.md: the rules the board and the key display follow, without a browser.

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey', boolean>> = {}) =>
  describeKey({ key: k, ctrlKey: false, altKey: false, shiftKey: false, metaKey: false, ...mods });

describe('the key display', () => {
  it('names the modifiers in a fixed order, then the key', () => {
    expect(key('a')).toBe('a');
    expect(key('A', { shiftKey: true })).toBe('Shift + A');
    expect(key('k', { ctrlKey: true, altKey: true })).toBe('Control + Alt + k');
    expect(key(' ')).toBe('Space');
    expect(key('Enter', { metaKey: true })).toBe('Meta + Enter');
  });

  it('names a modifier pressed on its own once', () => {
    expect(key('Shift', { shiftKey: true })).toBe('Shift');
    expect(key('Control', { ctrlKey: true, shiftKey: true })).toBe('Control + Shift');
  });
});

describe('the board rules', () => {
  it('keeps a card’s origin when it is moved within the Trash', () => {
    const board = startBoard();
    applyMove(board, { card: 'profile', to: 'trash' }, NONE_PLANTED);
    applyMove(board, { card: 'login', to: 'trash' }, NONE_PLANTED);
    applyMove(board, { card: 'profile', to: 'trash' }, NONE_PLANTED);
    expect(board.trash).toEqual([
      { card: 'login', from: 'backlog' },
      { card: 'profile', from: 'sprint' },
    ]);
  });

  it('refuses an index past the end with a 400 and names the allowed range', () => {
    const board = startBoard();
    try {
      applyMove(board, { card: 'cart-bug', to: 'bugs', index: 1 }, NONE_PLANTED);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).message).toBe('index must be a whole number from 0 to 0 for Bugs.');
    }
  });

  it('stores only boards that hold every card exactly once', () => {
    expect(boardSchema.safeParse(startBoard()).success).toBe(true);
    const twice = { ...startBoard(), bugs: ['login'] };
    expect(boardSchema.safeParse(twice).success).toBe(false);
    const missing = { ...startBoard(), sprint: ['profile'] };
    expect(boardSchema.safeParse(missing).success).toBe(false);
  });
});
