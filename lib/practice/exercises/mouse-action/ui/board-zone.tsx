import type { ReactNode } from 'react';
import { ZONE_NAMES, type ZoneId } from '@/lib/practice/exercises/mouse-action/board';
import type { CardDrag } from './use-card-drag';

// One drop zone of the board: a heading, what it takes, and its cards. The whole zone takes drops; the
// dashed slot at its foot is the free space that puts a card last.

interface BoardZoneProps {
  zone: ZoneId;
  drag: CardDrag;
  /** What the zone accepts, under its name. */
  rule: string;
  count?: number;
  /** The cards; left out for the Locked zone, which never holds any. */
  children?: ReactNode;
  endSlot?: boolean;
}

export function BoardZone({ zone, drag, rule, count, children, endSlot = true }: BoardZoneProps) {
  const headingId = `ma-zone-${zone}-heading`;
  const over = drag.dragging !== null && drag.overZone === zone;
  const tone = zone === 'locked' ? 'border-slate-300 bg-slate-100' : zone === 'trash' ? 'border-red-200 bg-red-50/50' : 'border-slate-200 bg-slate-50';
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      data-test={`list-${zone}`}
      className={`flex flex-col rounded-2xl border-2 p-3 transition-colors ${over ? 'border-brand-500 bg-brand-50' : tone}`}
      {...drag.zoneProps(zone)}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-ink">
          {zone === 'locked' ? <span aria-hidden="true">🔒 </span> : null}
          {ZONE_NAMES[zone]}
        </h3>
        {count === undefined ? null : (
          <span className="text-sm text-slate-600" data-test={`list-${zone}-count`}>
            {count} {count === 1 ? 'card' : 'cards'}
          </span>
        )}
      </div>
      <p className="mt-0.5 text-sm text-slate-600">{rule}</p>
      {children}
      {endSlot ? (
        <div
          data-test={`list-${zone}-end`}
          className="mt-2 grid min-h-12 flex-1 place-items-center rounded-xl border-2 border-dashed border-slate-300 px-3 py-2 text-center text-sm text-slate-600"
        >
          Drop here to put a card last
        </div>
      ) : null}
    </div>
  );
}
