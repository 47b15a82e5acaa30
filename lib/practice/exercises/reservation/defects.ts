import 'server-only';
import type { PlantedDefect } from '../../defects/types';

// The planted defects of this exercise (docs/product.md#bug-mode); live only when the learner's bug mode is on.
// Where each lives: RES-01 and RES-02 in ./results.ts, RES-03 in ./schemas.ts (form and API), RES-04 in
// ./service.ts, RES-05 and RES-06 in lib/practice/exercises/reservation/ui/seat-map.tsx (RES-05's booking, refused, is
// evidence on the server too: ./server/service.ts), RES-07 in ./timing.ts,
// RES-08 in lib/practice/exercises/reservation/ui/results-step.tsx.
export const RESERVATION_DEFECTS: readonly PlantedDefect[] = [
  {
    id: 'RES-01',
    exercise: 'reservation',
    category: 'functional',
    difficulty: 'medium',
    summary: 'Sorting the results by price compares the price texts, so the $1,000+ Flex fare sorts before $157 when ascending.',
    expected: 'Price sorting compares amounts: ascending puts the cheapest flight first and the Flex fare last.',
    hints: [
      'Sort the results table by each column, both ways, and read the whole order, not just the first row.',
      'Look at where the one fare above $1,000 ends up when you sort by price, compared with the three-digit fares.',
    ],
    report: { areas: ['sorting', 'results-table'], observed: [/sort|order/, /price|fare|\$|cost/] },
    evidence: { slot: 'price-sort' },
  },
  {
    id: 'RES-02',
    exercise: 'reservation',
    category: 'functional',
    difficulty: 'hard',
    summary: 'Pages after the first start one flight late: the 6th flight of the sorted list is never shown, and page 3 has one row too few.',
    expected: 'Pages show flights 1–5, 6–10 and 11–12 of the sorted list; every flight appears exactly once.',
    hints: [
      'Count the flights you can reach through the pages and compare with the count the page announces.',
      'Note the last flight of page 1 in a known sort order, then check which flight opens page 2.',
    ],
    report: { areas: ['paging', 'results-table'], observed: [/page|paging|pagination/, /miss|skip|never|lost|not shown|absent|few|sixth|6th|four|late|shift|once/] },
    evidence: { slot: 'results-paging' },
  },
  {
    id: 'RES-03',
    exercise: 'reservation',
    category: 'validation',
    difficulty: 'easy',
    summary: 'A passenger name with digits ("J0hn") is accepted by the passenger form and by POST bookings.',
    expected: 'First and last names allow letters, spaces and hyphens only; digits get "Use letters, spaces and hyphens only." and a 400 from the API.',
    hints: [
      'Try the boundaries of every passenger field, not only empty and valid values.',
      'Type a digit into a first or last name, in the form and in a direct API call.',
    ],
    report: { areas: ['passengers', 'bookings-api'], observed: [/name/, /digit|number|numeric|\d|accept|allow/] },
    evidence: { server: true, slot: 'passenger-names' },
  },
  {
    id: 'RES-04',
    exercise: 'reservation',
    category: 'functional',
    difficulty: 'medium',
    summary: 'The stored booking total ignores the passenger count: with 2 passengers the confirmation and My bookings show one fare plus the hotel.',
    expected: 'The total is the fare times the number of passengers, plus the hotel; the same amount on the payment step, the confirmation and My bookings.',
    hints: [
      'Book for more than one passenger and compare every amount you are shown along the way.',
      'Compare the payment step\'s total with the total on the confirmation and in My bookings.',
    ],
    report: { areas: ['confirmation', 'my-bookings', 'payment', 'bookings-api'], observed: [/total|amount|price|charge/, /passenger|one fare|single|per person|only one|count|wrong|less|lower|differ|mismatch|instead/] },
    evidence: { server: true },
  },
  {
    id: 'RES-05',
    exercise: 'reservation',
    category: 'functional',
    difficulty: 'easy',
    summary: 'Taken seats on the seat map are not disabled: clicking one marks it as chosen (the booking is then refused at payment).',
    expected: 'A taken seat is a disabled button; it cannot be chosen, by mouse, touch or keyboard.',
    hints: [
      'Do not only choose free seats: try the ones that look taken.',
      'Check whether a seat named "taken" is disabled, and what aria-pressed says after you click it.',
    ],
    report: { areas: ['seat-map'], observed: [/taken|occupied|unavailable|booked|reserved/, /select|choos|chose|click|pick|enabled|press|can be/] },
    evidence: { server: true, slot: 'taken-seat' },
  },
  {
    id: 'RES-06',
    exercise: 'reservation',
    category: 'accessibility',
    difficulty: 'medium',
    summary: 'The seat buttons lose their accessible names; a screen reader announces only "button" and getByRole(name) finds nothing.',
    expected: 'Each seat is a button named like "Seat 12C, available" or "Seat 12C, taken".',
    hints: [
      'Run an accessibility check on every step of the flow, not only the first page.',
      'Locate a seat by its role and name ("Seat 1A, available"), as a screen reader user would.',
    ],
    report: { areas: ['seat-map'], observed: [/accessib|screen ?reader|aria|accessible name|\bname\b|label|role|axe|assistive/] },
    evidence: { slot: 'seat-names' },
  },
  {
    id: 'RES-07',
    exercise: 'reservation',
    category: 'performance',
    difficulty: 'easy',
    summary: 'The flight search answers after 4 seconds instead of the stated 0.8 seconds.',
    expected: 'Results replace the spinner 0.8 s after the search (plus network time), as the task sheet states.',
    hints: [
      'Compare the timings on the task sheet with what you measure.',
      'Measure the time from "Search flights" until the results table shows, or time the API call itself.',
    ],
    report: { areas: ['search-form', 'results-table', 'bookings-api'], observed: [/slow|delay|seconds?\b|\d+ ?(s|ms)\b|wait|late|long|took|takes|timing/] },
    evidence: { server: true },
  },
  {
    id: 'RES-08',
    exercise: 'reservation',
    category: 'ui',
    difficulty: 'easy',
    summary: 'The "Searching flights…" spinner stays on screen above the results after they have loaded.',
    expected: 'The spinner shows only while the search runs and disappears when the results table appears.',
    hints: [
      'Look at everything on the results step once the table is there, not just the table.',
      'Check that the loading indicator is hidden after the results arrive.',
    ],
    report: { areas: ['results-table'], observed: [/spinner|loading|searching|indicator/, /stay|remain|still|visible|shown|not (hidden|disappear|gone|removed)|doesn.t|does not|never/] },
    evidence: { slot: 'search-spinner' },
  },
];
