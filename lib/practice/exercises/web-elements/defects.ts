import 'server-only';
import type { PlantedDefect } from '../../defects/types';

// The planted defects of this exercise (docs/product.md#bug-mode); live only when the learner's bug mode is on.
// Where each lives: WEB-01, WEB-08 in lib/practice/exercises/web-elements/ui/ (dynamic controls, waits); WEB-02–04 in
// lib/practice/exercises/web-elements/table.ts; WEB-05 in the upload route; WEB-06 in the feed route; WEB-07 in the media section.
export const WEB_ELEMENTS_DEFECTS: readonly PlantedDefect[] = [
  {
    id: 'WEB-01',
    exercise: 'web-elements',
    category: 'performance',
    difficulty: 'easy',
    summary: 'Dynamic controls: "Enable" enables the text input only after 6 seconds instead of the stated 1 second.',
    expected: 'The input is enabled and "It\'s enabled!" shows 1000 ms after "Enable" is pressed, as the task sheet says.',
    hints: ['Time the dynamic controls against the delays on the task sheet.', 'Press "Enable" and measure how long the input stays disabled.'],
  },
  {
    id: 'WEB-02',
    exercise: 'web-elements',
    category: 'functional',
    difficulty: 'medium',
    summary: 'Table: sorting by Salary compares the formatted amounts as text, so $102,000 comes before $49,000.',
    expected: 'Salary sorts numerically: ascending runs from $49,000 to $140,000.',
    hints: ['Sort every column and check the order of the values, not only the arrow.', 'Compare the Salary order when five- and six-digit amounts mix.'],
  },
  {
    id: 'WEB-03',
    exercise: 'web-elements',
    category: 'functional',
    difficulty: 'easy',
    summary: 'Table: the text filter is case-sensitive, so "ada" or "qa" finds nothing.',
    expected: 'The filter ignores case: "ada" finds Ada Lovelace and "qa" finds every QA role.',
    hints: ['Try the table filter with different spellings of the same word.', 'Type a name or role in lower case.'],
  },
  {
    id: 'WEB-04',
    exercise: 'web-elements',
    category: 'functional',
    difficulty: 'medium',
    summary: 'Table: the last page leaves out its last row, although the summary still counts it (41–45 of 45 shows four rows).',
    expected: 'Every page shows exactly the rows its summary names; the last page ends with the 45th employee.',
    hints: ['Walk through every page of the table with each page size.', 'Count the rows on the last page and compare them with "Showing x–y of 45".'],
  },
  {
    id: 'WEB-05',
    exercise: 'web-elements',
    category: 'validation',
    difficulty: 'medium',
    summary: 'Upload: the server accepts files over 1 MB (up to its 4 MB hard cap) instead of refusing them with 413.',
    expected: 'A file over 1,048,576 bytes is refused with 413 "The file is larger than 1 MB (1,048,576 bytes). Choose a smaller file."',
    hints: ['Test the upload limits at their boundaries.', 'Upload a file of 1,048,577 bytes and check the answer and the file list.'],
  },
  {
    id: 'WEB-06',
    exercise: 'web-elements',
    category: 'functional',
    difficulty: 'medium',
    summary: 'Infinite scroll: the third batch repeats items 11–20, so items 21–30 never appear although the list still ends at 50 entries.',
    expected: 'Scrolling to the end shows items 1 to 50, each once and in order.',
    hints: ['Scroll the infinite list to its end and look at every item, not only the count.', 'Check that the items are unique and that none is missing.'],
  },
  {
    id: 'WEB-07',
    exercise: 'web-elements',
    category: 'accessibility',
    difficulty: 'easy',
    summary: 'Broken images and links: the working course badge image has no alt attribute.',
    expected: 'Every image, working or broken, has alt text describing it.',
    hints: ['Run an accessibility check on the images section, or read each image\'s alt.', 'Look at the alt attribute of the images that do load.'],
  },
  {
    id: 'WEB-08',
    exercise: 'web-elements',
    category: 'ui',
    difficulty: 'medium',
    summary: 'Waits: "This message disappears" never disappears.',
    expected: 'The message is removed 2000 ms after it was shown.',
    hints: ['Check that each element of the Waits card reaches its final state.', 'Wait for the disappearing message to be gone, with a timeout a little over 2 seconds.'],
  },
];
