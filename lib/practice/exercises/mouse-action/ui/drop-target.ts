import { CARD_IDS, ZONE_IDS, cardsIn, type Board, type CardId, type ZoneId } from '@/lib/practice/exercises/mouse-action/board';

// Where a drop lands (docs/practice/mouse-action.md#board), for the mouse (native drag and drop) and touch
// (pointer events) alike: the zone under the pointer, and the card under it if any. Dropping onto a card
// puts the dragged card at that card's position; dropping on a zone's free space puts it last.

/** The drag data type of a card; text/plain carries the same id for tools that only know that one. */
export const CARD_MIME = 'application/x-qa-card';

export function isCardId(value: string | null | undefined): value is CardId {
  return (CARD_IDS as readonly string[]).includes(value ?? '');
}

/** The card an element belongs to (the innermost one), if any. */
export function cardAt(element: Element | null): CardId | null {
  const id = element?.closest<HTMLElement>('[data-card-id]')?.dataset.cardId;
  return isCardId(id) ? id : null;
}

export interface DropSpot {
  zone: ZoneId;
  /** 0-based position for the server; undefined = the end. */
  index?: number;
}

export function dropSpotAt(element: Element | null, board: Board, dragged: CardId): DropSpot | null {
  const zoneElement = element?.closest<HTMLElement>('[data-drop-zone]');
  const zone = zoneElement?.dataset.dropZone as ZoneId | undefined;
  if (!zone || !(ZONE_IDS as readonly string[]).includes(zone)) return null;
  const onCard = element?.closest<HTMLElement>('[data-card-id]')?.dataset.cardId;
  // A card dropped onto itself stays where it is.
  if (onCard === dragged) return null;
  if (!isCardId(onCard)) return { zone };
  const index = cardsIn(board, zone).indexOf(onCard);
  return index >= 0 ? { zone, index } : { zone };
}
