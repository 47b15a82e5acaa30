import 'server-only';
import type { PlantedDefect } from '../../defects/types';

// The planted defects of this exercise (docs/product.md#bug-mode); live only when the learner's bug mode is on.
// Each one has a test showing it present with bug mode on and absent with it off (e2e/practice/frames-alert/defects.spec.ts).
export const FRAMES_ALERT_DEFECTS: readonly PlantedDefect[] = [
  {
    id: 'FRA-01',
    exercise: 'frames-alert',
    category: 'functional',
    difficulty: 'easy',
    summary: 'Dismissing the confirm box with Cancel still reports "You pressed OK".',
    expected: 'OK shows "You pressed OK" and Cancel shows "You pressed Cancel".',
    hints: ['Look at the confirm box and what the page says afterwards.', 'Answer the confirm with Cancel (dialog.dismiss()) and read the result line.'],
  },
  {
    id: 'FRA-02',
    exercise: 'frames-alert',
    category: 'functional',
    difficulty: 'medium',
    summary: 'The prompt result drops the last character of what the learner typed ("Ann" shows as "You entered: An").',
    expected: 'The page shows exactly what was typed into the prompt: "You entered: Ann".',
    hints: ['Compare what you type into the prompt with what the page repeats back.', 'Accept the prompt with a known text (dialog.accept("Ann")) and assert the whole result line.'],
  },
  {
    id: 'FRA-03',
    exercise: 'frames-alert',
    category: 'validation',
    difficulty: 'medium',
    summary: 'The server accepts any email address holding an "@" from the frame form, e.g. "ann@example" or "ann@".',
    expected: 'An email without a valid domain is refused with "Enter a valid email address, such as name@example.com." and nothing is stored.',
    hints: ['The form inside the iframe checks its fields on the server; try addresses that are almost right.', 'Submit "ann@example" (no top-level domain) and check the email field message and the submission count.'],
  },
  {
    id: 'FRA-04',
    exercise: 'frames-alert',
    category: 'accessibility',
    difficulty: 'easy',
    summary: 'The iframe holding the form has no title attribute, so screen readers announce an unnamed frame (axe rule frame-title).',
    expected: 'Every iframe has a title saying what it holds, e.g. the form frame is titled "Contact form frame".',
    hints: ['Run an accessibility scan over the page with its frames.', 'Check the title attribute of each <iframe> element on the main page.'],
  },
  {
    id: 'FRA-05',
    exercise: 'frames-alert',
    category: 'accessibility',
    difficulty: 'medium',
    summary: 'After the modal dialog closes, keyboard focus is dropped to the page body instead of returning to the "Open dialog" button.',
    expected: 'Closing the dialog (Confirm, Cancel or Escape) puts focus back on the button that opened it.',
    hints: ['Use the modal dialog with the keyboard only.', 'After closing the dialog, check which element has focus.'],
  },
  {
    id: 'FRA-06',
    exercise: 'frames-alert',
    category: 'performance',
    difficulty: 'medium',
    summary: 'The delayed alert appears after 6 seconds instead of the 2 seconds the task sheet states.',
    expected: 'The delayed alert opens 2000 ms after the click.',
    hints: ['Time the delayed alert against the task sheet.', 'Install a fake clock and advance it by 2000 ms after the click: the alert must open then.'],
  },
  {
    id: 'FRA-07',
    exercise: 'frames-alert',
    category: 'functional',
    difficulty: 'hard',
    summary: 'The button in the right nested frame updates the left frame\'s counter instead of its own.',
    expected: 'Each nested frame\'s button updates the counter in the same frame.',
    hints: ['Click the button in each of the innermost frames and read both counters.', 'After clicking in the right frame, the right frame should say "Right clicks: 1" and the left one still "Left clicks: 0".'],
  },
  {
    id: 'FRA-08',
    exercise: 'frames-alert',
    category: 'ui',
    difficulty: 'easy',
    summary: 'The page opened by "Open a new window" shows the heading "New tab" instead of "New window".',
    expected: 'The new window\'s heading reads "New window"; the new tab\'s reads "New tab".',
    hints: ['Compare the headings of the pages the exercise opens.', 'Catch the popup (page.waitForEvent("popup")) and assert its level-1 heading.'],
  },
];
