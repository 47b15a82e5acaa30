'use client';

import type { ReactNode } from 'react';
import type { CardId } from '@/lib/practice/exercises/mouse-action/board';
import { CardFace } from './card-face';
import type { CardDrag } from './use-card-drag';

/** A card on the board or in the Trash: draggable, with its face, then the controls of where it is. */
export function CardItem({ card, drag, children }: { card: CardId; drag: CardDrag; children: ReactNode }) {
  return (
    <li
      data-test={`card-${card}`}
      data-card-id={card}
      className={`rounded-xl border bg-white p-3 shadow-sm ${drag.dragging === card ? 'border-brand-500 opacity-60' : 'border-slate-200'}`}
      {...drag.cardProps(card)}
    >
      <CardFace card={card} drag={drag} />
      {children}
    </li>
  );
}
