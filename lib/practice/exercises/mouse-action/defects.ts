import 'server-only';
import type { PlantedDefect } from '../../defects/types';

// The planted defects of this exercise (docs/product.md#bug-mode); live only when the learner's bug mode is on.
// MOU-01 to MOU-03 live on the server (lib/practice/exercises/mouse-action/server/moves.ts), the others in the page
// (lib/practice/exercises/mouse-action/ui/); each place is marked with its id.
export const MOUSE_ACTION_DEFECTS: readonly PlantedDefect[] = [
  {
    id: 'MOU-01',
    exercise: 'mouse-action',
    category: 'functional',
    difficulty: 'medium',
    summary: 'A card reordered within its own list lands one position further down than asked (Up does nothing, Down skips a place, a drop lands after the target card).',
    expected: 'A card moved within its list takes exactly the position asked for: the position of the card it was dropped on, or one up or down with the buttons.',
    hints: ['Look at reordering cards inside one list, not moving them between lists.', 'Move the second Backlog card up, or drop the first one onto the third: where does it end up?'],
  },
  {
    id: 'MOU-02',
    exercise: 'mouse-action',
    category: 'validation',
    difficulty: 'easy',
    summary: 'The Bugs zone accepts story cards: dropping a story there is stored instead of refused.',
    expected: 'Bugs takes bug cards only: a story dropped there stays where it was and the board says "Only bug cards can go to Bugs".',
    hints: ['One drop zone has a rule about which cards it takes.', 'Drop a story card (not a bug) onto Bugs, by drag or with "Move to".'],
  },
  {
    id: 'MOU-03',
    exercise: 'mouse-action',
    category: 'functional',
    difficulty: 'medium',
    summary: 'Restoring a card from the Trash always puts it in the Backlog, whatever list it was deleted from.',
    expected: 'Restore sends a card back to the end of the list it was deleted from (the one the Trash shows as "From …").',
    hints: ['Check the round trip through the Trash for cards from every list.', 'Delete a Sprint card, then restore it: which list does it come back to?'],
  },
  {
    id: 'MOU-04',
    exercise: 'mouse-action',
    category: 'functional',
    difficulty: 'easy',
    summary: 'The double-click box also counts single clicks, so one double-click adds three.',
    expected: 'Only a double-click counts, one per double-click; a single click leaves the count unchanged.',
    hints: ['Test what a single click does on the double-click box.', 'Click the box once and read the count; then double-click once and read it again.'],
  },
  {
    id: 'MOU-05',
    exercise: 'mouse-action',
    category: 'accessibility',
    difficulty: 'hard',
    summary: 'The "Save draft" tooltip is shown but not linked to its button: the button has no accessible description.',
    expected: 'The button names the tooltip with aria-describedby, so its accessible description is the tooltip text.',
    hints: ['Look at the tooltip with assistive technology in mind, not just with your eyes.', 'Check the button\'s accessible description (toHaveAccessibleDescription, or the accessibility tree).'],
  },
  {
    id: 'MOU-06',
    exercise: 'mouse-action',
    category: 'performance',
    difficulty: 'hard',
    summary: 'Click-and-hold confirms after 300 ms instead of the 1000 ms the task sheet states.',
    expected: 'The hold button confirms only after being held for 1000 ms; anything shorter is "Released too early".',
    hints: ['The timing of one widget does not match its task sheet.', 'Hold the button for about half a second (page.clock helps) and read its status before letting go.'],
  },
  {
    id: 'MOU-07',
    exercise: 'mouse-action',
    category: 'ui',
    difficulty: 'easy',
    summary: 'The slider\'s output shows one step (5) less than the slider\'s value.',
    expected: 'The output always shows the slider\'s own value: 50 at the start, 100 at the maximum.',
    hints: ['Compare what the slider says with what it is set to.', 'Read the output at the start, at Home and at End, and compare it with the input\'s value.'],
  },
];
