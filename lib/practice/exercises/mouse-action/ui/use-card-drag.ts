'use client';

import { useEffect, useRef, useState, type DragEvent, type PointerEvent } from 'react';
import type { Board, CardId, ZoneId } from '@/lib/practice/exercises/mouse-action/board';
import { CARD_MIME, cardAt, dropSpotAt, isCardId, type DropSpot } from './drop-target';

// Dragging a card (docs/practice/mouse-action.md#board). Every tool's standard call must move the card it
// pressed, from anywhere on the card, its centre included:
// - A mouse press on a card starts native HTML5 drag and drop (draggable, dragstart, dragover, drop), which
//   Playwright's dragTo and Selenium's Actions drive in Chromium.
// - Where the browser starts no HTML5 drag (the press landed on the card's "Move to" list, whose own popup
//   takes the press; a driver that sends pointer events only), the same press is followed with pointer events:
//   the card is dropped where the mouse goes up. A started HTML5 drag cancels the pointer (pointercancel), so a
//   drag is never taken twice.
// - Which card is dragged is decided by the hit test at the press: Chromium picks the element under the pointer
//   when the drag starts, and a scroll between the press and the first move (Selenium's move to an off-screen
//   target) would otherwise drag whichever card is there by then.
// A finger or pen uses the card's grip with pointer events: browsers give touch no HTML5 drag before a long
// press, and the grip's touch-action: none keeps the page from scrolling meanwhile. Every drag also has a
// button alternative on the card (WCAG 2.5.7).

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
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
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

/** A mouse press on a card, followed until the button goes up or an HTML5 drag takes over. */
interface MousePress {
  card: CardId;
  pointerId: number;
  x: number;
  y: number;
  /** Moved further than a click's wobble: going up then is a drop, not a click. */
  moved: boolean;
}

/** How far (CSS pixels) a pressed mouse must move before its release counts as a drop. */
const DRAG_THRESHOLD = 4;

export function useCardDrag(board: Board | null, drop: (card: CardId, spot: DropSpot) => void): CardDrag {
  const [dragging, setDragging] = useState<CardId | null>(null);
  const [overZone, setOverZone] = useState<ZoneId | null>(null);
  const [ghost, setGhost] = useState<TouchGhost | null>(null);
  // The card of the drag under way, for drops whose dataTransfer carries nothing (a script's own events).
  const current = useRef<CardId | null>(null);
  // The card the mouse went down on: the one a drag that follows moves, wherever the pointer is by then.
  const press = useRef<MousePress | null>(null);
  // The latest board and drop for the window listeners, which outlive a render.
  const latest = useRef({ board, drop });
  useEffect(() => {
    latest.current = { board, drop };
  });

  function end() {
    current.current = null;
    setDragging(null);
    setOverZone(null);
    setGhost(null);
  }

  function dropAt(card: CardId, element: Element | null) {
    const { board: shown, drop: send } = latest.current;
    const spot = shown ? dropSpotAt(element, shown, card) : null;
    end();
    if (spot) send(card, spot);
  }

  function zoneUnder(x: number, y: number): ZoneId | null {
    const zone = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-drop-zone]')?.dataset.dropZone;
    return (zone as ZoneId | undefined) ?? null;
  }

  // The mouse press's own listeners: on the window, as the pointer leaves the card; removed when it ends.
  const stopFollowing = useRef<(() => void) | null>(null);
  useEffect(() => () => stopFollowing.current?.(), []);

  function follow(pressed: MousePress) {
    stopFollowing.current?.();
    press.current = pressed;
    const onMove = (event: globalThis.PointerEvent) => {
      const at = press.current;
      if (!at || event.pointerId !== at.pointerId) return;
      if (!at.moved && Math.hypot(event.clientX - at.x, event.clientY - at.y) < DRAG_THRESHOLD) return;
      if (!at.moved) {
        at.moved = true;
        current.current = at.card;
        setDragging(at.card);
      }
      setOverZone(zoneUnder(event.clientX, event.clientY));
    };
    const onUp = (event: globalThis.PointerEvent) => {
      const at = press.current;
      if (!at || event.pointerId !== at.pointerId) return;
      stop();
      if (at.moved) dropAt(at.card, document.elementFromPoint(event.clientX, event.clientY));
    };
    // The browser started an HTML5 drag (it cancels the pointer) or lost the pointer: the press is over.
    const onCancel = () => stop(false);
    const stop = (clearPress = true) => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      stopFollowing.current = null;
      // An HTML5 drag still needs the pressed card at dragstart, which comes after pointercancel.
      if (clearPress) press.current = null;
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    stopFollowing.current = stop;
  }

  return {
    dragging,
    overZone,
    ghost,
    cardProps: (card) => ({
      draggable: true,
      onPointerDown: (event) => {
        if (event.pointerType !== 'mouse' || event.button !== 0) return;
        // The innermost card under the pointer: this handler runs on each card the event bubbles through.
        const pressed = cardAt(event.target as Element);
        if (pressed !== card) return;
        follow({ card, pointerId: event.pointerId, x: event.clientX, y: event.clientY, moved: false });
      },
      onDragStart: (event) => {
        // The card pressed, not the one under the pointer now; a drag with no press first (a script's
        // dragstart) takes the card it was fired on.
        const dragged = press.current?.card ?? card;
        press.current = null;
        event.stopPropagation();
        event.dataTransfer.setData(CARD_MIME, dragged);
        event.dataTransfer.setData('text/plain', dragged);
        event.dataTransfer.effectAllowed = 'move';
        current.current = dragged;
        setDragging(dragged);
      },
      onDragEnd: end,
    }),
    gripProps: (card) => ({
      onPointerDown: (event) => {
        // The mouse drags the whole card (above); only touch and pen start here.
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
