import { errorCodeList } from '../../error-code-list';
import type { TaskSheet } from '../../task-sheet-types';
import { TOOL_CALLS } from './tool-calls';
import { MOUSE_ACTION_ERROR_CODES } from './error-codes';
import { CARDS, CARD_IDS, startBoard } from './board';
import { HOLD_MS, SCROLL_ROWS, SLIDER } from './widgets';

// The Mouse Action task sheet (docs/practice/mouse-action.md). Plain data; the numbers come from the
// exercise's own constants, so the sheet and the page cannot disagree.

const start = startBoard();
const titles = (ids: readonly string[]) => ids.map((id) => `"${CARDS[id as keyof typeof CARDS].title}"`).join(', ');

export const TASK_SHEET: TaskSheet = {
  summary:
    'Automate the mouse and keyboard actions that plain clicks cannot do: drag and drop on a board that the server remembers for you, hover, double-click, right-click, click-and-hold, a range slider, key presses and scrolling into view.',
  whatToTest: [
    `The board starts with Backlog: ${titles(start.backlog)}; Sprint: ${titles(start.sprint)}; Bugs and the Trash empty. It is yours alone, survives a reload, and "Reset my practice data" restores it.`,
    'Dragging a card (native HTML5 drag and drop: locator.dragTo, or page.mouse move/down/move/up) onto another card puts it at that card\'s position; onto a list\'s dashed "Drop here" slot puts it last. Reordering within a list works the same way.',
    'Bugs takes bug cards only; a story dropped there stays where it was and the board says why. Locked refuses every card with a visible message.',
    'Delete (or a drag onto the Trash) moves a card to the Trash, which says where it came from; Restore sends it back to the end of that list.',
    'Every drag has a button alternative on the card: Up, Down, "Move to" with Move, Delete and Restore; on a touch screen the card\'s grip drags with a finger.',
    'Hover: hovering "Reports" opens its submenu (Enter or Arrow Down on the focused button does too; Escape closes it); "Save draft" shows a tooltip (role="tooltip") on hover and focus, and the tooltip is the button\'s accessible description.',
    'Double-click: each double-click adds one to the count; a single click adds nothing (Enter on the focused box counts one).',
    'Right-click in the file box opens a menu (role="menu", items role="menuitem") at the pointer; Shift+F10 or the Menu key on the file opens it too; choosing an item shows "You chose: …"; Escape closes it.',
    `Click-and-hold: hold the button ${HOLD_MS} ms and it says "Confirmed"; let go earlier and it says "Released too early". The progress bar (role="progressbar") fills meanwhile.`,
    `Range slider: min ${SLIDER.min}, max ${SLIDER.max}, step ${SLIDER.step}, starting at ${SLIDER.start}; the output beside it always shows the slider's value.`,
    'Key presses: the field shows the last key with its modifiers, e.g. "You pressed: Shift + A", and the key and code ("key: A · code: KeyA").',
    `Scroll into view: the target below ${SCROLL_ROWS} log rows says "Seen" once at least half of it is on screen; its "Mark as read" button must be scrolled to.`,
  ],
  testIdeas: [
    'Drag every card once with locator.dragTo() and once with page.mouse steps; compare the lists\' order with the order the server returns (GET /api/practice/v1/mouse-action/board).',
    'Have the card and its target on screen before the mouse goes down: Chromium picks the dragged element at the press point, so a scroll between mouse.down() and the first move (dragTo scrolls to an off-screen target) drags whatever is under that point by then.',
    'Reorder within one list both ways (up and down, by drag and by the Up/Down buttons) and check the exact position, not just the list.',
    'Drop a story on Bugs and any card on Locked: the card must stay where it was, and the message must say why.',
    'Delete a Sprint card, reload, then Restore it: it must come back to Sprint, last.',
    'Log in as two learners: one learner\'s moves never show on the other\'s board.',
    'Call the API with an unknown card, an unknown list, index -1, 1.5 or past the end: each is a 400 with a message, and the board is unchanged.',
    'Hover timing: use hover() and expect the submenu to be visible; move away and expect it hidden. Check the tooltip with toHaveAccessibleDescription().',
    'Click the double-click box once and check that the count did not change; then dblclick().',
    'Hold with page.mouse.down(), wait for "Confirmed" (not for a fixed time), then page.mouse.up(); with page.clock you can check it is not confirmed before the time is up.',
    `Set the slider with fill(), the arrow keys, Home and End; check the output at ${SLIDER.min}, ${SLIDER.max} and every step between.`,
    'Press keys with modifiers (Shift+A, Control+Alt+K, Meta) and check both lines of the key display.',
    'Check "Not seen yet" first, then scroll with mouse.wheel() or scrollIntoViewIfNeeded() and expect "Seen" before clicking "Mark as read".',
    'Run the page through axe: the clean page has no violations.',
  ],
  timings: [
    `Click-and-hold confirms after holding for exactly ${HOLD_MS} ms.`,
    'Board moves are saved on the server before the board changes: wait for the card in its new place (or the message under the board), never for a fixed time.',
    'The hover menu and the tooltip appear and hide at once, with no delay.',
  ],
  selectors: [
    { hook: 'board', what: 'The board; data-ready="true" when no move is on its way' },
    { hook: 'list-{zone}', what: 'A drop zone: list-backlog, list-sprint, list-bugs, list-locked, list-trash' },
    { hook: 'list-{zone}-end', what: 'A zone\'s dashed "Drop here" slot: a card dropped there goes last' },
    { hook: 'list-{zone}-count', what: 'How many cards a zone holds ("2 cards")' },
    { hook: `card-{card}`, what: `A card, by id: ${CARD_IDS.join(', ')}; draggable (data-card-id has the id)` },
    { hook: 'card-title', what: 'The title inside each card: read a list\'s order from these' },
    { hook: 'card-kind', what: 'A card\'s kind, "Story" or "Bug"' },
    { hook: 'card-{card}-grip', what: 'The grip that drags a card with a finger (touch and pen)' },
    { hook: 'card-{card}-up', what: 'Button: move the card one place up in its list' },
    { hook: 'card-{card}-down', what: 'Button: move the card one place down' },
    { hook: 'card-{card}-target', what: 'Select: the zone "Move" sends the card to (its end)' },
    { hook: 'card-{card}-move', what: 'Button: move the card to the selected zone' },
    { hook: 'card-{card}-delete', what: 'Button: send the card to the Trash' },
    { hook: 'card-{card}-from', what: 'In the Trash: the list the card came from' },
    { hook: 'card-{card}-restore', what: 'In the Trash: send the card back to its list' },
    { hook: 'board-status', what: 'The message after each move, and why a drop was refused' },
    { hook: 'hover-menu-trigger', what: 'The "Reports" button that opens the hover menu' },
    { hook: 'hover-submenu', what: 'The submenu (hidden until hovered or opened)' },
    { hook: 'hover-item-{report}', what: 'A submenu item: hover-item-daily, hover-item-weekly, hover-item-monthly' },
    { hook: 'hover-result', what: '"You opened: Weekly report"' },
    { hook: 'tooltip-trigger', what: 'The "Save draft" button with the tooltip' },
    { hook: 'tooltip', what: 'The tooltip, role="tooltip"' },
    { hook: 'tooltip-result', what: '"Draft saved." after a click' },
    { hook: 'dblclick-target', what: 'The box to double-click' },
    { hook: 'dblclick-count', what: '"Double-clicked 2 times"' },
    { hook: 'context-area', what: 'The box that opens the context menu on right-click' },
    { hook: 'context-target', what: 'The file button: Shift+F10 or the Menu key opens the menu' },
    { hook: 'context-menu', what: 'The context menu, role="menu"' },
    { hook: 'context-item-{action}', what: 'A menu item: context-item-open, context-item-rename, context-item-delete' },
    { hook: 'context-result', what: '"You chose: Rename"' },
    { hook: 'hold-button', what: 'The button to click and hold (pointer events: mouse, touch, pen; or Space/Enter)' },
    { hook: 'hold-progress', what: 'The hold progress bar, aria-valuenow 0 to 100' },
    { hook: 'hold-status', what: '"Not confirmed yet", "Holding…", "Confirmed" or "Released too early"' },
    { hook: 'slider', what: `The range input (min ${SLIDER.min}, max ${SLIDER.max}, step ${SLIDER.step})` },
    { hook: 'slider-value', what: 'The output showing the slider\'s value' },
    { hook: 'slider-bounds', what: 'The min, step and max written under the slider' },
    { hook: 'key-input', what: 'The field that listens for key presses' },
    { hook: 'key-result', what: '"You pressed: Shift + A"' },
    { hook: 'key-details', what: '"key: A · code: KeyA"' },
    { hook: 'scroll-box', what: 'The scrollable log' },
    { hook: 'scroll-target', what: 'The target at the bottom of the log' },
    { hook: 'scroll-seen', what: '"Not seen yet", then "Seen"' },
    { hook: 'scroll-target-button', what: 'The "Mark as read" button inside the target' },
    { hook: 'scroll-result', what: '"Marked as read" after its click' },
  ],
  toolCalls: TOOL_CALLS,
  errorCodes: errorCodeList(MOUSE_ACTION_ERROR_CODES, ['VALIDATION_FAILED', 'INVALID_JSON', 'PAYLOAD_TOO_LARGE']),
};
