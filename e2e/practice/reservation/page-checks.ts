import { expect, type Page } from '../../fixtures';
import type { ExerciseChecks } from '../page-check-kit';
import { FLIGHTS, flightNumbersOnEveryPage, pricesShown, resultsToSeats, searchFlights } from './helpers';

// Reservation's reference checks of its planted page defects (docs/architecture.md#defects-one-at-a-time), run by
// e2e/practice/one-at-a-time.spec.ts through ../page-defect-checks.ts. Each round searches once (the API's fixed
// 800 ms, RES-07's 4 s in its own round), checks the results, then goes on to the seat map and checks it.

const seats = (page: Page) => page.locator('[data-test^="seat-"][data-status]');

export const RESERVATION_CHECKS: ExerciseChecks = {
  ready: (page) => expect(page.getByTestId('bug-mode-switch')).toBeEnabled(),
  // LIS → PAR next month, one passenger: until the first page of results (5 rows) replaces the spinner.
  drive: searchFlights,
  checks: {
    'RES-08': async (page) => (await page.getByTestId('results-loading').count()) === 0,
    'RES-01': async (page) => {
      await page.getByTestId('sort-price').click();
      await expect(page.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending');
      const prices = await pricesShown(page);
      const cheapestFirst = prices[0] === Math.min(...FLIGHTS.map((flight) => flight.price));
      return cheapestFirst && prices.every((price, index) => index === 0 || prices[index - 1] <= price);
    },
    'RES-02': async (page) => {
      // Every page of the price-sorted list (RES-01 left it sorted): each of the 12 flights exactly once.
      const numbers = await flightNumbersOnEveryPage(page);
      return numbers.length === 12 && new Set(numbers).size === 12;
    },
    'RES-06': async (page) => {
      // On to the seat map, with the first flight of the page RES-02 left shown.
      await resultsToSeats(page);
      await expect(seats(page)).toHaveCount(72);
      return (await page.getByRole('button', { name: /^Seat (1[0-2]|[1-9])[A-F], (available|taken)$/ }).count()) === 72;
    },
    'RES-05': async (page) => {
      const taken = page.locator('[data-test^="seat-"][data-status="taken"]').first();
      if (await taken.isDisabled()) return true;
      // Enabled: a learner's check clicks it to see it chosen, and the page shows (and reports) the defect.
      await taken.click();
      await expect(taken).toHaveAttribute('aria-pressed', 'true');
      return false;
    },
  },
};
