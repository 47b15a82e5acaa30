import { RESERVATION_MSG } from '../../../lib/practice/exercises/reservation/messages';
import { expect, test } from '../../fixtures';
import { PAID_STUDENT } from '../../helpers';
import { openExercise } from '../helpers';
import { FLIGHTS, rows, searchFlights, pricesShown, fillPassenger, ADA, reachSeats, flightNumbersOnEveryPage } from './helpers';
import { reportAndExpectCredit } from '../bug-hunt-helpers';

// The Reservation exercise (docs/practice/reservation.md): the clean journey on desktop and on a phone, one test
// per planted defect (present with bug mode on, absent with it off), learner isolation and reset, axe.
// Dates are computed when the test runs, in UTC like the server's calendar.
// This file: each planted defect the page shows, present with bug mode on and absent with it off. The two that live
// on the server alone (RES-04, the stored total; RES-07, the search's delay) are proved through the route handlers in
// tests/integration/practice/reservation/bookings.test.ts; the journey shows the page printing the server's total and
// the results once the search answers.

// Desktop only (playwright.config.ts schedules @desktop tests on one project): each defect is checked once, on desktop; the journey covers the phone
test.describe('reservation: planted defects', { tag: '@desktop' }, () => {

  for (const bugMode of [false, true]) {
    const mode = bugMode ? 'present with bug mode on' : 'absent with bug mode off';

    // The results table's defects share one search per mode, a step each: the spinner, then the price sort, then the
    // pages (over the sorted list, as a learner walks them).
    test(`RES-08, RES-01, RES-02 on one search: ${mode}`, async ({ page }, testInfo) => {
      await openExercise(page, PAID_STUDENT, 'reservation', { bugMode });
      await searchFlights(page);
      await test.step('RES-08 the spinner stays after the results load', async () => {
        await expect(page.getByTestId('results-loading')).toHaveCount(bugMode ? 1 : 0);
        if (bugMode) await reportAndExpectCredit(page, testInfo, 'RES-08', { area: 'results-table', title: 'Spinner stays after the results load', actual: 'The Searching flights spinner is still visible above the loaded table.' });
      });
      await test.step('RES-01 price sorting compares text', async () => {
        await page.getByTestId('sort-price').click();
        await expect(page.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending');
        const prices = await pricesShown(page);
        const cheapestFirst = prices[0] === Math.min(...FLIGHTS.map((flight) => flight.price));
        const ascending = prices.every((price, index) => index === 0 || prices[index - 1] <= price);
        expect(!(cheapestFirst && ascending)).toBe(bugMode);
        if (bugMode) await reportAndExpectCredit(page, testInfo, 'RES-01', { area: 'sorting', title: 'Price sort is wrong', actual: 'Sorting by price ascending puts the $1,075 Flex fare before $157.' });
      });
      await test.step('RES-02 paging skips a flight', async () => {
        const numbers = await flightNumbersOnEveryPage(page);
        const everyFlightOnce = numbers.length === 12 && new Set(numbers).size === 12;
        expect(!everyFlightOnce).toBe(bugMode);
        if (bugMode) await reportAndExpectCredit(page, testInfo, 'RES-02', { area: 'paging', title: 'Paging skips a flight', actual: 'Walking pages 1 to 3 shows 11 flights: the 6th flight is never shown.' });
      });
    });

    test(`RES-03 a passenger name with digits is accepted: ${mode}`, async ({ page }, testInfo) => {
      await openExercise(page, PAID_STUDENT, 'reservation', { bugMode });
      await searchFlights(page);
      await rows(page).first().getByTestId('flight-select').click();
      await page.getByTestId('details-continue').click();
      await fillPassenger(page, 1, { ...ADA, first: 'J0hn' });
      await page.getByTestId('passengers-continue').click();
      const error = page.locator('#passenger-1-first-name-error');
      await expect(page.getByTestId('seats-step').or(error)).toBeVisible();
      expect(await page.getByTestId('seats-step').isVisible()).toBe(bugMode);
      if (!bugMode) await expect(error).toHaveText(RESERVATION_MSG.nameChars);
      if (bugMode) await reportAndExpectCredit(page, testInfo, 'RES-03', { area: 'passengers', title: 'Name with digits accepted', actual: 'First name J0hn passed the passenger form.' });
    });

    // The seat map's defects share one trip to the seats per mode: the names first, then a click on a taken seat.
    test(`RES-06, RES-05 on one seat map: ${mode}`, async ({ page }, testInfo) => {
      await openExercise(page, PAID_STUDENT, 'reservation', { bugMode });
      await reachSeats(page);
      await test.step('RES-06 seat buttons lose their accessible names', async () => {
        await expect(page.locator('[data-test^="seat-"][data-status]')).toHaveCount(72);
        await expect(page.getByRole('button', { name: /^Seat (1[0-2]|[1-9])[A-F], (available|taken)$/ })).toHaveCount(bugMode ? 0 : 72);
        if (bugMode) await reportAndExpectCredit(page, testInfo, 'RES-06', { area: 'seat-map', title: 'Seats have no accessible names', actual: 'getByRole finds no seat button by its name: every seat is unnamed.' });
      });
      await test.step('RES-05 a taken seat can be chosen', async () => {
        const takenSeat = page.locator('[data-test^="seat-"][data-status="taken"]').first();
        expect(await takenSeat.isEnabled()).toBe(bugMode);
        if (bugMode) {
          await takenSeat.click();
          await expect(takenSeat).toHaveAttribute('aria-pressed', 'true');
        } else {
          await expect(takenSeat).toBeDisabled();
        }
        if (bugMode) await reportAndExpectCredit(page, testInfo, 'RES-05', { area: 'seat-map', title: 'Taken seat can be chosen', actual: 'A seat marked taken is enabled and becomes chosen when clicked.' });
      });
    });
  }
});
