'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { logout } from '@/components/auth/logout';
import { useApiRead } from '@/components/data/use-api-read';
import type { LiveStatusValue } from '@/components/ui/live-status';
import { replyMessage, requestJson } from '@/lib/client/post-json';
import type { Board } from '@/lib/practice/exercises/mouse-action/board';
import type { BoardMove, BoardRestore } from '@/lib/practice/exercises/mouse-action/schemas';

// The learner's board lives on the server (docs/practice/mouse-action.md#api): the page reads it on mount
// and after each move shows exactly what the server answered, so a reload shows the same board.

const API = '/api/practice/v1/mouse-action/board';

function parseBoard(body: unknown): Board | null {
  const board = (body as { board?: Partial<Board> } | null)?.board;
  if (!board) return null;
  const lists = [board.backlog, board.sprint, board.bugs, board.trash];
  return lists.every(Array.isArray) ? (board as Board) : null;
}

export interface BoardControl {
  move: (move: BoardMove, focusAfter?: readonly string[]) => void;
  restore: (restore: BoardRestore, focusAfter?: readonly string[]) => void;
  /** A move is on its way: the card buttons wait for it. */
  busy: boolean;
  status: LiveStatusValue | null;
}

export function useBoard() {
  const router = useRouter();
  const read = useApiRead<Board>(API, {
    parse: parseBoard,
    messages: { failed: 'Your board could not be loaded. Please try again.', noData: 'The server sent a board this page cannot show.' },
  });
  // After the first read, the board shown is the one the last move's reply carried.
  const [moved, setMoved] = useState<Board | null>(null);
  const board = moved ?? (read.state.phase === 'ready' ? read.state.data : null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<LiveStatusValue | null>(null);
  // Moves go out one after another in the order they were made, each against the board the last one left.
  const queue = useRef<Promise<void>>(Promise.resolve());
  // A button disabled while busy, or a card React moved in the page, loses the focus: the hooks of the
  // controls to give it to once the new board is on the page, the first enabled one wins.
  const [focusRequest, setFocusRequest] = useState<{ hooks: readonly string[] } | null>(null);

  const send = useCallback(
    (path: string, body: object, focus: readonly string[] = []) => {
      queue.current = queue.current.then(async () => {
        setBusy(true);
        const reply = await requestJson<{ board?: Board; message?: string }>(`${API}/${path}`, { method: 'POST', body: JSON.stringify(body) });
        if (reply.status === 401) return void (await logout(router.push));
        const next = reply.status === 200 ? parseBoard(reply.data) : null;
        // One render for all of it, so the focus moves after the cards did.
        setBusy(false);
        if (next) setMoved(next);
        setStatus({ ok: next !== null, message: replyMessage(reply, 'The move could not be saved. Please try again.') });
        setFocusRequest({ hooks: focus });
      });
    },
    [router],
  );

  useEffect(() => {
    if (!focusRequest) return;
    const active = document.activeElement;
    if (active && active !== document.body && !(active as HTMLButtonElement).disabled) return;
    for (const hook of focusRequest.hooks) {
      const element = document.querySelector<HTMLButtonElement>(`[data-test="${hook}"]`);
      if (element && !element.disabled) return element.focus();
    }
  }, [focusRequest]);

  const control: BoardControl = {
    move: (move, focus) => send('moves', move, focus),
    restore: (restore, focus) => send('restore', restore, focus),
    busy,
    status,
  };
  return { read, board, control };
}
