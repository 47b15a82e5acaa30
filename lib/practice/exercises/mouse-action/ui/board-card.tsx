'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CARDS, LIST_IDS, ZONE_NAMES, type CardId, type ListId, type ZoneId } from '@/lib/practice/exercises/mouse-action/board';
import { CardItem } from './card-item';
import type { BoardControl } from './use-board';
import type { CardDrag } from './use-card-drag';

// A card in Backlog, Sprint or Bugs. Its buttons do what a drag does, one click each (WCAG 2.5.7): Up and
// Down reorder, "Move to" sends it to another zone's end, Delete sends it to the Trash.

const selectClass =
  'rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600';

interface BoardCardProps {
  card: CardId;
  list: ListId;
  index: number;
  count: number;
  control: BoardControl;
  drag: CardDrag;
}

export function BoardCard({ card, list, index, count, control, drag }: BoardCardProps) {
  const { title } = CARDS[card];
  const targets: ZoneId[] = [...LIST_IDS.filter((zone) => zone !== list), 'locked'];
  const [target, setTarget] = useState<ZoneId>(targets[0]);
  const selectId = useId();
  const hook = (action: string) => `card-${card}-${action}`;

  return (
    <CardItem card={card} drag={drag}>
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Move ${title} up`}
          disabled={control.busy || index === 0}
          onClick={() => control.move({ card, to: list, index: index - 1 }, [hook('up'), hook('down')])}
          data-test={hook('up')}
        >
          Up
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Move ${title} down`}
          disabled={control.busy || index === count - 1}
          onClick={() => control.move({ card, to: list, index: index + 1 }, [hook('down'), hook('up')])}
          data-test={hook('down')}
        >
          Down
        </Button>
        <label htmlFor={selectId} className="sr-only">
          Move {title} to
        </label>
        <select id={selectId} value={target} onChange={(event) => setTarget(event.target.value as ZoneId)} className={selectClass} data-test={hook('target')}>
          {targets.map((zone) => (
            <option key={zone} value={zone}>
              {ZONE_NAMES[zone]}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Move ${title} to the chosen list`}
          disabled={control.busy}
          onClick={() => control.move({ card, to: target }, [hook('move'), hook('delete')])}
          data-test={hook('move')}
        >
          Move
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Delete ${title}`}
          disabled={control.busy}
          onClick={() => control.move({ card, to: 'trash' }, [hook('restore')])}
          data-test={hook('delete')}
        >
          Delete
        </Button>
      </div>
    </CardItem>
  );
}
