'use client';

import { Button } from '@/components/ui/button';
import { CARDS, ZONE_NAMES, type TrashEntry } from '@/lib/practice/exercises/mouse-action/board';
import { CardItem } from './card-item';
import type { BoardControl } from './use-board';
import type { CardDrag } from './use-card-drag';

// A card in the Trash: it says where it came from, and Restore (or a drag onto a list) brings it back.

export function TrashCard({ entry, control, drag }: { entry: TrashEntry; control: BoardControl; drag: CardDrag }) {
  const { card, from } = entry;
  const { title } = CARDS[card];
  return (
    <CardItem card={card} drag={drag}>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-slate-600" data-test={`card-${card}-from`}>
          From {ZONE_NAMES[from]}
        </span>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Restore ${title}`}
          disabled={control.busy}
          onClick={() => control.restore({ card }, [`card-${card}-delete`])}
          data-test={`card-${card}-restore`}
        >
          Restore
        </Button>
      </div>
    </CardItem>
  );
}
