'use client';

import { Button } from '@/components/ui/button';
import { LiveStatus } from '@/components/ui/live-status';
import { CARDS, LIST_IDS, type ListId } from '@/lib/practice/exercises/mouse-action/board';
import { BoardCard } from './board-card';
import { BoardZone } from './board-zone';
import { ExerciseSection } from './exercise-section';
import { TrashCard } from './trash-card';
import { useBoard } from './use-board';
import { useCardDrag } from './use-card-drag';

// Drag and drop (docs/practice/mouse-action.md#board): the learner's board, kept on the server.

const RULES: Record<ListId, string> = {
  backlog: 'Takes any card.',
  sprint: 'Takes any card.',
  bugs: 'Takes bug cards only.',
};

export function CardBoard() {
  const { read, board, control } = useBoard();
  const drag = useCardDrag(board, (card, spot) => control.move({ card, to: spot.zone, index: spot.index }));

  return (
    <ExerciseSection
      id="board"
      title="Drag and drop"
      tools="locator.dragTo(), page.mouse (move, down, up); on touch the card's grip; or the card's buttons"
    >
      <p className="text-sm text-slate-700">
        Drag a card by its body between lists, onto another card (it takes that card&apos;s place) or onto a list&apos;s
        dashed slot (it goes last). Bugs takes bug cards only, Locked takes none, and the Trash keeps what you delete
        until you restore it. Every drag has a button on the card too.
      </p>
      {read.state.phase === 'failed' ? (
        <div className="mt-4 flex flex-wrap items-center gap-3" data-test="board-error">
          <p className="text-red-800">{read.state.message}</p>
          <Button variant="secondary" size="sm" onClick={read.retry}>
            Try again
          </Button>
        </div>
      ) : null}
      {board === null ? (
        read.state.phase === 'loading' ? (
          <p className="mt-4 text-slate-600" data-test="board-loading">
            Loading your board…
          </p>
        ) : null
      ) : (
        <div className="mt-4 space-y-4" data-test="board" data-ready={control.busy ? 'false' : 'true'} aria-busy={control.busy}>
          <div className="grid gap-4 md:grid-cols-3">
            {LIST_IDS.map((list) => (
              <BoardZone key={list} zone={list} drag={drag} rule={RULES[list]} count={board[list].length}>
                {board[list].length > 0 ? (
                  <ul className="mt-3 space-y-2" aria-labelledby={`ma-zone-${list}-heading`}>
                    {board[list].map((card, index) => (
                      <BoardCard key={card} card={card} list={list} index={index} count={board[list].length} control={control} drag={drag} />
                    ))}
                  </ul>
                ) : null}
              </BoardZone>
            ))}
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <BoardZone zone="locked" drag={drag} rule="Closed for this sprint: it refuses every card." endSlot={false}>
              <p className="mt-3 grid min-h-24 flex-1 place-items-center rounded-xl border-2 border-dashed border-slate-300 text-sm text-slate-600">
                No cards can be dropped here.
              </p>
            </BoardZone>
            <BoardZone zone="trash" drag={drag} rule="Deleted cards wait here; Restore sends one back to its list." count={board.trash.length}>
              {board.trash.length > 0 ? (
                <ul className="mt-3 space-y-2" aria-labelledby="ma-zone-trash-heading">
                  {board.trash.map((entry) => (
                    <TrashCard key={entry.card} entry={entry} control={control} drag={drag} />
                  ))}
                </ul>
              ) : null}
            </BoardZone>
          </div>
          <LiveStatus status={control.status} testId="board-status" />
        </div>
      )}
      {drag.ghost ? (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed z-50 -translate-x-1/2 -translate-y-1/2 rounded-lg border border-brand-500 bg-white px-3 py-1.5 text-sm font-semibold text-ink shadow-lg"
          style={{ left: drag.ghost.x, top: drag.ghost.y }}
        >
          {CARDS[drag.ghost.card].title}
        </div>
      ) : null}
    </ExerciseSection>
  );
}
