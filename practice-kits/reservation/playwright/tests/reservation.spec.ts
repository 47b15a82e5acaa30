import { expect, test, type Page } from '@playwright/test';
import { ReservationPage, dayFromToday } from '../pages/reservation-page';

// Reservation v1, as its task sheet describes it. The tests share one logged-in page and walk through one
// booking together: each test goes on from the step the one before reached.
let page: Page;
let lab: ReservationPage;
const expiry = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  lab = new ReservationPage(page);
  await lab.start();
});

test.afterAll(async () => {
  // No page when the browser never started: let its own error ("Executable doesn't exist", "no browser found") stand alone.
  await page?.close();
});

test('a search lists twelve flights, five a page', async () => {
  await lab.search('LIS', 'PAR', dayFromToday(30));
  await expect(lab.resultsCount).toHaveText('Showing 1–5 of 12 flights');
  await expect(lab.rows).toHaveCount(5);
  await expect(page.getByTestId('results-loading')).toHaveCount(0);
});

test('sorted by price, the pages show every flight once, cheapest first', async () => {
  await page.getByTestId('sort-price').click();
  await expect(page.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending');
  const flights = await lab.shownFlights();
  for (const n of [2, 3]) {
    await lab.goToPage(n);
    flights.push(...(await lab.shownFlights()));
  }
  expect(new Set(flights.map((flight) => flight.number)).size).toBe(12);
  const prices = flights.map((flight) => flight.price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await lab.goToPage(1);
});

test('on the seat map a taken seat cannot be chosen and a free one can', async () => {
  await lab.rows.first().getByTestId('flight-select').click();
  await page.getByTestId('details-continue').click();
  await lab.fillPassenger(1, { first: 'Ada', last: 'Lovelace', email: 'ada@example.com', birth: '1990-12-10', passport: 'AB1234567' });
  await page.getByTestId('passengers-continue').click();
  await expect(page.getByTestId('seat-map')).toBeVisible();
  await expect(lab.seats('taken').first()).toBeDisabled();
  const seat = lab.seats('available').first();
  const name = (await seat.getAttribute('aria-label'))!;
  await seat.click();
  await expect(seat).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('chosen-seats')).toContainText(name.replace(/^Seat (\w+),.*$/, '$1'));
});

test('a paid booking gets a reference and shows under My bookings', async () => {
  await page.getByTestId('seats-continue').click();
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-expiry').fill(expiry);
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('pay-button').click();
  const reference = page.getByTestId('booking-reference');
  await expect(reference).not.toBeEmpty();
  const ref = (await reference.textContent())!.trim();
  await page.getByTestId('go-to-bookings').click();
  const booking = page.locator(`[data-test="booking-item"][data-ref="${ref}"]`);
  await expect(booking.getByTestId('booking-status')).toHaveText('Confirmed');
});
