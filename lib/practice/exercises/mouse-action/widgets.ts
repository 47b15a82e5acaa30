// The fixed numbers of the Mouse Action widgets (docs/practice/mouse-action.md): the page and its task sheet
// read them from here, so what the sheet promises is what the page does. Plain data.

/** Click-and-hold: how long the button must be held before it confirms. */
export const HOLD_MS = 1000;

/** The range slider's bounds and step, and where it starts. */
export const SLIDER = { min: 0, max: 100, step: 5, start: 50 } as const;

/** Rows above the scroll target in the scroll box. */
export const SCROLL_ROWS = 30;

/** Share of the scroll target that must be on screen to count as seen (IntersectionObserver threshold). */
export const SEEN_THRESHOLD = 0.5;

/** The "Save draft" tooltip, also the button's accessible description. */
export const TOOLTIP_TEXT = 'Saves your answers without sending them.';

export const MOUSE_ACTION_WIDGET_MSG = {
  holdIdle: 'Not confirmed yet',
  holding: 'Holding…',
  holdConfirmed: 'Confirmed',
  holdEarly: 'Released too early',
  keyIdle: 'No key pressed yet',
  notSeen: 'Not seen yet',
  seen: 'Seen',
  markedRead: 'Marked as read',
} as const;
