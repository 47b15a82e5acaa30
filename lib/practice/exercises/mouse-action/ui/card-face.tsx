import { CARDS, type CardId } from '@/lib/practice/exercises/mouse-action/board';
import type { CardDrag } from './use-card-drag';

// What every card shows wherever it is: the touch grip, the title and its kind.

export function CardFace({ card, drag }: { card: CardId; drag: CardDrag }) {
  const { title, kind } = CARDS[card];
  return (
    <div className="flex items-center gap-2">
      {/* The grip is for touch dragging only; keyboard and screen-reader users have the buttons below. */}
      <span
        aria-hidden="true"
        data-test={`card-${card}-grip`}
        className="grid size-7 shrink-0 cursor-grab touch-none select-none place-items-center rounded-md text-slate-500 hover:bg-slate-100"
        {...drag.gripProps(card)}
      >
        ⠿
      </span>
      <span data-test="card-title" className="min-w-0 flex-1 font-semibold text-ink">
        {title}
      </span>
      <span
        data-test="card-kind"
        className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${kind === 'bug' ? 'bg-red-50 text-red-800' : 'bg-brand-50 text-brand-800'}`}
      >
        {kind === 'bug' ? 'Bug' : 'Story'}
      </span>
    </div>
  );
}
