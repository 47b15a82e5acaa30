/** The look of a button that is pressed while it waits (aria-disabled keeps it focusable for keyboard users). */
export const WAITING_BUTTON = 'aria-disabled:cursor-wait aria-disabled:opacity-70';
