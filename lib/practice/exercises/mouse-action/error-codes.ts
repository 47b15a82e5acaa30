// The Mouse Action API's own refusal codes (docs/practice/mouse-action.md#error-codes); the task sheet lists them.
export const MOUSE_ACTION_ERROR_CODES = {
  ZONE_LOCKED: 'A card was sent to the Locked zone, which accepts none.',
  BUGS_ONLY: 'A story card was sent to Bugs.',
  NOT_IN_TRASH: 'Restore names a card that is not in the Trash.',
} as const;
