'use client';

import { useRef, useState, type DragEvent, type PointerEvent } from 'react';
import type { Board, CardId, ZoneId } from '@/lib/practice/exercises/mouse-action/board';
import { CARD_MIME, dropSpotAt, isCardId, type DropSpot } from './drop-target';

// Dragging a card (docs/practice/mouse-action.md#board). A mouse uses native HTML5 drag and drop
// (draggable, dragstart, dragover, drop), which Playwright's dragTo and Selenium's JavaScript recipes drive.
// A finger or pen uses the card's grip with pointer events instead: browsers give touch no HTML5 drag
// before a long press, and the grip's touch-action: none keeps the page from scrolling meanwhile.
// Every drag also has a button alternative on the card (WCAG 2.5.7).

export interface TouchGhost {
  card: CardId;
  x: number;
  y: number;
}

export interface CardDrag {
  dragging: CardId | null;
  overZone: ZoneId | null;
  ghost: TouchGhost | null;
  cardProps: (card: CardId) => {
    draggable: true;
    onDragStart: (event: DragEvent<HTMLElement>) => void;
    onDragEnd: () => void;
  };
  gripProps: (card: CardId) => {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
  zoneProps: (zone: ZoneId) => {
    'data-drop-zone': ZoneId;
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
  };
}

export function useCardDrag(board: Board | null, drop: (card: CardId, spot: DropSpot) => void): CardDrag {
  const [dragging, setDragging] = useState<CardId | null>(null);
  const [overZone, setOverZone] = useState<ZoneId | null>(null);
  const [ghost, setGhost] = useState<TouchGhost | null>(null);
  // The card of the drag under way, for drops whose dataTransfer carries nothing (a script's own events).
  const current = useRef<CardId | null>(null);

  function end() {
    current.current = null;
    setDragging(null);
    setOverZone(null);
    setGhost(null);
  }

  function dropAt(card: CardId, element: Element | null) {
    const spot = board ? dropSpotAt(element, board, card) : null;
    end();
    if (spot) drop(card, spot);
  }

  function zoneUnder(x: number, y: number): ZoneId | null {
    const zone = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-drop-zone]')?.dataset.dropZone;
    return (zone as ZoneId | undefined) ?? null;
  }

  return {
    dragging,
    overZone,
    ghost,
    cardProps: (card) => ({
      draggable: true,
      onDragStart: (event) => {
        event.dataTransfer.setData(CARD_MIME, card);
        event.dataTransfer.setData('text/plain', card);
        event.dataTransfer.effectAllowed = 'move';
        current.current = card;
        setDragging(card);
      },
      onDragEnd: end,
    }),
    gripProps: (card) => ({
      onPointerDown: (event) => {
        // The mouse drags the whole card natively; only touch and pen start here.
        if (event.pointerType === 'mouse') return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        current.current = card;
        setDragging(card);
        setGhost({ card, x: event.clientX, y: event.clientY });
      },
      onPointerMove: (event) => {
        if (current.current !== card || event.pointerType === 'mouse') return;
        setGhost({ card, x: event.clientX, y: event.clientY });
        setOverZone(zoneUnder(event.clientX, event.clientY));
      },
      onPointerUp: (event) => {
        if (current.current !== card || event.pointerType === 'mouse') return;
        dropAt(card, document.elementFromPoint(event.clientX, event.clientY));
      },
      onPointerCancel: end,
    }),
    zoneProps: (zone) => ({
      'data-drop-zone': zone,
      onDragOver: (event) => {
        // Accepting dragover is what allows a drop; refused zones accept it too, so the server can say why.
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (overZone !== zone) setOverZone(zone);
      },
      onDrop: (event) => {
        event.preventDefault();
        const sent = event.dataTransfer.getData(CARD_MIME) || event.dataTransfer.getData('text/plain');
        const card = isCardId(sent) ? sent : current.current;
        if (card) dropAt(card, event.target as Element);
        else end();
      },
    }),
  };
}
