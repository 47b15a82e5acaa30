import { bookingReference } from '../../../lib/practice/exercises/reservation/booking-ref';
import { hotelsIn } from '../../../lib/practice/exercises/reservation/hotels';
import { RESERVATION_MSG } from '../../../lib/practice/exercises/reservation/messages';
import { formatPrice } from '../../../lib/practice/exercises/reservation/pricing';
import { allSeats, seatsTakenByOthers } from '../../../lib/practice/exercises/reservation/seats';
import { CARD_MSG } from '../../../lib/messages';
import { MSG } from '../../../lib/messages';
import { expectNoA11yViolations } from '../../axe';
import { expect, test } from '../../fixtures';
import { PAID_STUDENT, UNPAID_STUDENT } from '../../helpers';
import { openExercise, watchForeignRequests } from '../helpers';
import { API, dayFromToday, TODAY, EXPIRY, FLIGHTS, press, rows, fillSearch, pricesShown, fillPassenger, ADA, GRACE } from './helpers';

// The Reservation exercise (docs/practice/reservation.md): the clean journey on desktop and on a phone, one test
// per planted defect (present with bug mode on, absent with it off), learner isolation and reset, axe.
// Dates are computed when the test runs, in UTC like the server's calendar.
// This file: the clean-mode journeys, isolation and reset.

test.describe('reservation: the clean journey', { tag: '@phone' }, () => {
  test('search → sort → pages → details → passengers → seats → pay → confirmation → My bookings → cancel', async ({ page, baseURL }, testInfo) => {
    const tap = press(testInfo);
    const foreign = watchForeignRequests(page, baseURL!);
    await openExercise(page, PAID_STUDENT, 'reservation');
    await expect(page.getByTestId('bookings-empty')).toHaveText('You have no bookings yet.');
    await expect(page.getByTestId('step-search')).toHaveAttribute('aria-current', 'step');
    await expect(page.getByTestId('search-date-range')).toContainText(`Dates from ${TODAY} to ${dayFromToday(365)}`);
    await expectNoA11yViolations(page);

    // Search: every field says what it needs; From = To and a past date are refused.
    await tap(page.getByTestId('search-submit'));
    await expect(page.locator('#search-from-error')).toHaveText(RESERVATION_MSG.fromRequired);
    await expect(page.locator('#search-to-error')).toHaveText(RESERVATION_MSG.toRequired);
    await expect(page.locator('#search-date-error')).toHaveText(RESERVATION_MSG.dateRequired);
    await fillSearch(page, { to: 'LIS', date: dayFromToday(-3), passengers: 2 });
    await tap(page.getByTestId('search-submit'));
    await expect(page.locator('#search-to-error')).toHaveText(RESERVATION_MSG.sameCity);
    await expect(page.locator('#search-date-error')).toHaveText(RESERVATION_MSG.dateRange(TODAY, dayFromToday(365)));
    await fillSearch(page, { passengers: 2 });
    await tap(page.getByTestId('search-submit'));

    // Results: a spinner, then 12 flights over 3 pages, default order departure ascending.
    await expect(page.getByTestId('results-loading')).toBeVisible();
    await expect(rows(page)).toHaveCount(5);
    await expect(page.getByTestId('results-loading')).toHaveCount(0);
    await expect(page.getByTestId('step-results')).toHaveAttribute('aria-current', 'step');
    await expect(page.getByTestId('results-count')).toHaveText('Showing 1–5 of 12 flights');
    await expect(page.getByRole('columnheader', { name: 'Departure' })).toHaveAttribute('aria-sort', 'ascending');
    await expectNoA11yViolations(page);

    // Sorting by price: ascending, then descending; the other headers say none.
    await tap(page.getByTestId('sort-price'));
    const priceHeader = page.getByRole('columnheader', { name: 'Price' });
    await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByRole('columnheader', { name: 'Departure' })).toHaveAttribute('aria-sort', 'none');
    const cheapest = Math.min(...FLIGHTS.map((flight) => flight.price));
    await expect(page.getByTestId('flight-price').first()).toHaveText(formatPrice(cheapest));
    await tap(page.getByTestId('sort-price'));
    await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByTestId('flight-price').first()).toHaveText(formatPrice(Math.max(...FLIGHTS.map((flight) => flight.price))));
    await tap(page.getByTestId('sort-price'));
    await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');

    // Pages: each flight once, in price order across the pages.
    const numbers: string[] = [];
    const prices: number[] = [];
    for (const [n, count] of [[1, 5], [2, 5], [3, 2]] as const) {
      if (n > 1) await tap(page.getByRole('button', { name: `Page ${n}`, exact: true }));
      await expect(page.getByTestId(`page-${n}`)).toHaveAttribute('aria-current', 'page');
      await expect(rows(page)).toHaveCount(count);
      numbers.push(...(await page.getByTestId('flight-number').allTextContents()));
      prices.push(...(await pricesShown(page)));
    }
    expect([...numbers].sort()).toEqual(FLIGHTS.map((flight) => flight.number).sort());
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(page.getByTestId('page-next')).toBeDisabled();
    await tap(page.getByTestId('page-1'));

    // Details: the cheapest flight, with the 4-star hotel.
    const chosen = rows(page).first();
    const flightId = (await chosen.getAttribute('data-flight-id'))!;
    const flight = FLIGHTS.find((candidate) => candidate.id === flightId)!;
    expect(flight.price).toBe(cheapest);
    await tap(chosen.getByRole('button', { name: `Select flight ${flight.number}` }));
    await expect(page.getByTestId('flight-details')).toContainText(flight.number);
    const hotel = hotelsIn('PAR')[1];
    await expect(page.getByTestId('hotel-none')).toBeChecked();
    await tap(page.getByTestId(`hotel-${hotel.id}`));
    await expect(page.getByTestId(`hotel-${hotel.id}`)).toBeChecked();
    await tap(page.getByTestId('details-continue'));

    // Passengers: messages first, then valid; Back and forth keeps what was typed.
    await expect(page.getByTestId('step-passengers')).toHaveAttribute('aria-current', 'step');
    await tap(page.getByTestId('passengers-continue'));
    await expect(page.locator('#passenger-1-first-name-error')).toHaveText(RESERVATION_MSG.firstNameRequired);
    await expect(page.locator('#passenger-2-passport-error')).toHaveText(RESERVATION_MSG.passportRequired);
    await fillPassenger(page, 1, { ...ADA, first: 'J0hn', email: 'ada@example', passport: 'ab1234567' });
    await fillPassenger(page, 2, { ...GRACE, last: 'H', birth: dayFromToday(2) });
    await tap(page.getByTestId('passengers-continue'));
    await expect(page.locator('#passenger-1-first-name-error')).toHaveText(RESERVATION_MSG.nameChars);
    await expect(page.locator('#passenger-1-email-error')).toHaveText(MSG.emailPattern);
    await expect(page.locator('#passenger-1-passport-error')).toHaveText(RESERVATION_MSG.passportFormat);
    await expect(page.locator('#passenger-2-last-name-error')).toHaveText(RESERVATION_MSG.nameLength);
    await expect(page.locator('#passenger-2-birth-date-error')).toHaveText(RESERVATION_MSG.birthInvalid);
    await fillPassenger(page, 1, ADA);
    await fillPassenger(page, 2, GRACE);
    await tap(page.getByTestId('step-back'));
    await expect(page.getByTestId(`hotel-${hotel.id}`)).toBeChecked();
    await tap(page.getByTestId('details-continue'));
    await expect(page.getByTestId('passenger-2-last-name')).toHaveValue(GRACE.last);
    await tap(page.getByTestId('passengers-continue'));

    // Seats: taken ones disabled, two free ones chosen, a third refused.
    await expect(page.getByTestId('step-seats')).toHaveAttribute('aria-current', 'step');
    const taken = seatsTakenByOthers(flight.id);
    const free = allSeats().filter((seat) => !taken.includes(seat));
    await expect(page.getByRole('button', { name: `Seat ${taken[0]}, taken`, exact: true })).toBeDisabled();
    // One seat per passenger with the task sheet's Playwright call, as printed (tests/unit/practice/tool-calls.test.ts):
    // the second passenger's locator must pass over the seat the first one chose, which is still "available".
    for (const passenger of [1, 2]) {
      const unchosen = page.getByRole('button', { name: /^Seat \w+, available$/, pressed: false });
      const seat = page.getByTestId((await unchosen.first().getAttribute('data-test'))!);  // or getByTestId('seat-12C')
      await seat.click(); await expect(seat).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('chosen-seats'), `passenger ${passenger}`).toContainText(`(${passenger} of 2)`);
    }
    await expect(page.getByTestId(`seat-${free[0]}`)).toHaveAttribute('aria-pressed', 'true');
    await tap(page.getByTestId(`seat-${free[2]}`));
    await expect(page.getByTestId('seat-message')).toHaveText(RESERVATION_MSG.seatLimit(2));
    await expect(page.getByTestId(`seat-${free[2]}`)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('chosen-seats')).toHaveText(`Chosen seats: ${free[0]}, ${free[1]} (2 of 2)`);
    await expectNoA11yViolations(page);
    await tap(page.getByTestId('seats-continue'));

    // Payment: the total, the card rules, a declined sandbox card, then a good one.
    const total = flight.price * 2 + hotel.price;
    await expect(page.getByTestId('payment-total')).toHaveText(formatPrice(total));
    await tap(page.getByTestId('pay-button'));
    await expect(page.locator('#card-number-error')).toHaveText(CARD_MSG.numberRequired);
    await page.getByTestId('card-number').fill('4000000000000002');
    await expect(page.getByTestId('card-number')).toHaveValue('4000 0000 0000 0002');
    await page.getByTestId('card-expiry').fill(EXPIRY);
    await page.getByTestId('card-cvc').fill('123');
    await tap(page.getByTestId('pay-button'));
    await expect(page.getByTestId('payment-error')).toHaveText(MSG.cardDeclined);
    await page.getByTestId('card-number').fill('4242 4242 4242 4242');
    await tap(page.getByTestId('pay-button'));

    // Confirmation: the first reference of this learner since the reset, and the same total.
    await expect(page.getByTestId('step-confirmation')).toHaveAttribute('aria-current', 'step');
    const ref = bookingReference(1);
    await expect(page.getByTestId('booking-reference')).toHaveText(ref);
    await expect(page.getByTestId('confirmation-total')).toHaveText(formatPrice(total));
    await expect(page.getByTestId('confirmation-passengers')).toHaveText(`Ada Lovelace, Grace Hopper-Smith · seats ${free[0]}, ${free[1]}`);
    await expectNoA11yViolations(page);

    // My bookings: listed from the server; cancel after confirming.
    await tap(page.getByTestId('go-to-bookings'));
    const item = page.locator(`[data-test="booking-item"][data-ref="${ref}"]`);
    await expect(item.getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(item.getByTestId('booking-total')).toHaveText(formatPrice(total));
    await tap(item.getByRole('button', { name: `Cancel booking ${ref}` }));
    const dialog = page.getByTestId('cancel-booking-dialog');
    await expect(dialog.getByRole('heading', { name: `Cancel booking ${ref}?` })).toBeVisible();
    await tap(dialog.getByTestId('cancel-booking-keep'));
    await expect(dialog).toBeHidden();
    await expect(item.getByTestId('booking-status')).toHaveText('Confirmed');
    await tap(item.getByTestId('cancel-booking'));
    await tap(dialog.getByTestId('cancel-booking-confirm'));
    await expect(item.getByTestId('booking-status')).toHaveText('Cancelled');
    await expect(item.getByTestId('cancel-booking')).toHaveCount(0);
    await expect(page.getByTestId('bookings-status')).toHaveText(RESERVATION_MSG.cancelled(ref));
    await page.reload();
    await expect(page.locator(`[data-test="booking-item"][data-ref="${ref}"]`).getByTestId('booking-status')).toHaveText('Cancelled');

    expect(foreign).toEqual([]);
  });
});

test.describe('reservation: per-learner data', () => {
  // Desktop only (playwright.config.ts schedules @desktop tests on one project): server-side state: the same on every viewport
  test('a booking shows only to its learner, takes its seat only for them, and reset empties the list', { tag: '@desktop' }, async ({ page, browser }) => {
    const flight = FLIGHTS[0];
    const seat = allSeats().find((candidate) => !seatsTakenByOthers(flight.id).includes(candidate))!;
    await openExercise(page, PAID_STUDENT, 'reservation');
    const booked = await page.request.post(`${API}/bookings`, {
      data: {
        flightId: flight.id,
        hotelId: null,
        passengers: [{ firstName: 'Priya', lastName: 'Raman', email: 'priya@example.com', dateOfBirth: '1995-03-02', passport: 'PR1234567' }],
        seats: [seat],
        card: { cardNumber: '4242 4242 4242 4242', expiry: EXPIRY, cvc: '123' },
      },
    });
    expect(booked.status(), await booked.text()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('booking-item')).toHaveCount(1);
    const ownSeats = (await (await page.request.get(`${API}/flights/${flight.id}`)).json()).seatMap.taken as string[];
    expect(ownSeats).toContain(seat);

    const otherContext = await browser.newContext();
    try {
      const other = await otherContext.newPage();
      await openExercise(other, UNPAID_STUDENT, 'reservation');
      await expect(other.getByTestId('bookings-empty')).toBeVisible();
      const theirSeats = (await (await other.request.get(`${API}/flights/${flight.id}`)).json()).seatMap.taken as string[];
      expect(theirSeats).not.toContain(seat);
      expect((await other.request.get(`${API}/bookings/${bookingReference(1)}`)).status()).toBe(404);
    } finally {
      await otherContext.close();
    }

    await page.getByTestId('reset-practice-data').click();
    await page.getByTestId('reset-practice-confirm').click();
    await expect(page.getByTestId('bookings-empty')).toBeVisible();
    await expect(page.getByTestId('booking-item')).toHaveCount(0);
  });
});
