// The Mouse Action board (docs/practice/mouse-action.md): six named cards in three lists, a Locked zone that
// refuses every card, and a Trash they can be restored from. Plain data and types: the browser renders the
// board with them, the server (./moves.ts, ./board-store.ts) applies the moves.

export const CARD_IDS = ['login', 'search', 'cart-bug', 'export', 'profile', 'date-bug'] as const;
export type CardId = (typeof CARD_IDS)[number];

export type CardKind = 'story' | 'bug';

export interface Card {
  id: CardId;
  title: string;
  kind: CardKind;
}

export const CARDS: Record<CardId, Card> = {
  login: { id: 'login', title: 'Login form', kind: 'story' },
  search: { id: 'search', title: 'Search filter', kind: 'story' },
  'cart-bug': { id: 'cart-bug', title: 'Cart total is wrong', kind: 'bug' },
  export: { id: 'export', title: 'Export to CSV', kind: 'story' },
  profile: { id: 'profile', title: 'Profile photo', kind: 'story' },
  'date-bug': { id: 'date-bug', title: 'Date picker skips a day', kind: 'bug' },
};

/** The lists that hold cards in order. */
export const LIST_IDS = ['backlog', 'sprint', 'bugs'] as const;
export type ListId = (typeof LIST_IDS)[number];

/** Every place a card can be sent: the lists, the Locked zone (it refuses all) and the Trash. */
export const ZONE_IDS = [...LIST_IDS, 'locked', 'trash'] as const;
export type ZoneId = (typeof ZONE_IDS)[number];

export const ZONE_NAMES: Record<ZoneId, string> = {
  backlog: 'Backlog',
  sprint: 'Sprint',
  bugs: 'Bugs',
  locked: 'Locked',
  trash: 'Trash',
};

/** A card in the Trash remembers the list it came from: Restore puts it back there. */
export interface TrashEntry {
  card: CardId;
  from: ListId;
}

export interface Board {
  backlog: CardId[];
  sprint: CardId[];
  bugs: CardId[];
  trash: TrashEntry[];
}

/** The start board; a new object each call. */
export function startBoard(): Board {
  return {
    backlog: ['login', 'search', 'cart-bug', 'export'],
    sprint: ['profile', 'date-bug'],
    bugs: [],
    trash: [],
  };
}

/** The ids of the cards in a zone, in order (the Locked zone never holds any). */
export function cardsIn(board: Board, zone: ZoneId): CardId[] {
  if (zone === 'locked') return [];
  if (zone === 'trash') return board.trash.map((entry) => entry.card);
  return board[zone];
}

/** Where a card is now: its zone and its 0-based position there. */
export function findCard(board: Board, card: CardId): { zone: ZoneId; index: number } {
  for (const zone of ZONE_IDS) {
    const index = cardsIn(board, zone).indexOf(card);
    if (index >= 0) return { zone, index };
  }
  // Every stored board holds every card once (./schemas.ts checks it); this is unreachable.
  throw new Error(`card ${card} is on no list`);
}

/** What the server answers, on success and refusal alike; the board shows the messages as they come. */
export const MOUSE_ACTION_BOARD_MSG = {
  locked: 'The Locked zone accepts no cards: it is closed for this sprint.',
  bugsOnly: (title: string) => `Only bug cards can go to Bugs: "${title}" is a story.`,
  moved: (title: string, zone: ZoneId, position: number) => `"${title}" moved to ${ZONE_NAMES[zone]}, position ${position}.`,
  trashed: (title: string) => `"${title}" is in the Trash.`,
  restored: (title: string, list: ListId) => `"${title}" is back in ${ZONE_NAMES[list]}.`,
  notInTrash: (title: string) => `"${title}" is not in the Trash.`,
  badIndex: (zone: ZoneId, max: number) => `index must be a whole number from 0 to ${max} for ${ZONE_NAMES[zone]}.`,
  unknownCard: `Unknown card: send one of ${CARD_IDS.join(', ')}.`,
  unknownZone: `Unknown list: send one of ${ZONE_IDS.join(', ')}.`,
  indexType: 'index must be a whole number from 0.',
} as const;
