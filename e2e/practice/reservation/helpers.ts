import { type Locator, type Page, type TestInfo } from '@playwright/test';
import { generateFlights } from '../../../lib/practice/exercises/reservation/flights';
import { expect } from '../../fixtures';

// Steps and data the Reservation specs share (journey.spec.ts, defects.spec.ts).

export const API = '/api/practice/v1/reservation';
export const DAY_MS = 86_400_000;
export const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
export const TODAY = dayFromToday(0);
export const NEXT_MONTH = dayFromToday(30);
export const EXPIRY = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
export const FLIGHTS = generateFlights('LIS', 'PAR', NEXT_MONTH);
export const money = (text: string) => Number(text.replace(/[$,]/g, ''));
export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** A tap on a phone, a click elsewhere: the journey must work with both. */
export function press(testInfo: TestInfo) {
  return (target: Locator) => (isMobile(testInfo) ? target.tap() : target.click());
}

export const rows = (page: Page) => page.getByTestId('flight-row');

export async function fillSearch(page: Page, { from = 'LIS', to = 'PAR', date = NEXT_MONTH, passengers = 1 } = {}) {
  await page.getByTestId('search-from').selectOption(from);
  await page.getByTestId('search-to').selectOption(to);
  await page.getByTestId('search-date').fill(date);
  await page.getByTestId('search-passengers').selectOption(String(passengers));
}

export async function searchFlights(page: Page, options: Parameters<typeof fillSearch>[1] = {}) {
  await fillSearch(page, options);
  await page.getByTestId('search-submit').click();
  await expect(rows(page)).toHaveCount(5);
}

export async function pricesShown(page: Page): Promise<number[]> {
  return (await page.getByTestId('flight-price').allTextContents()).map(money);
}

/** The flight numbers of every page of results, walking pages 1 to 3 (12 flights, 5 a page). */
export async function flightNumbersOnEveryPage(page: Page): Promise<string[]> {
  const numbers: string[] = [];
  for (const n of [1, 2, 3]) {
    await page.getByTestId(`page-${n}`).click();
    await expect(page.getByTestId(`page-${n}`)).toHaveAttribute('aria-current', 'page');
    await expect(rows(page).first()).toBeVisible();
    numbers.push(...(await page.getByTestId('flight-number').allTextContents()));
  }
  return numbers;
}

export async function fillPassenger(page: Page, n: number, values: { first: string; last: string; email: string; birth: string; passport: string }) {
  await page.getByTestId(`passenger-${n}-first-name`).fill(values.first);
  await page.getByTestId(`passenger-${n}-last-name`).fill(values.last);
  await page.getByTestId(`passenger-${n}-email`).fill(values.email);
  await page.getByTestId(`passenger-${n}-birth-date`).fill(values.birth);
  await page.getByTestId(`passenger-${n}-passport`).fill(values.passport);
}

export const ADA = { first: 'Ada', last: 'Lovelace', email: 'ada@example.com', birth: '1990-12-10', passport: 'AB1234567' };
export const GRACE = { first: 'Grace', last: 'Hopper-Smith', email: 'grace@example.com', birth: '1986-12-09', passport: 'CD7654321' };

/** Search → first flight of page 1 → no hotel → one valid passenger → the seat map. */
export async function reachSeats(page: Page) {
  await searchFlights(page);
  await resultsToSeats(page);
}

/** From the results: the first flight of the page shown → no hotel → one valid passenger → the seat map. */
export async function resultsToSeats(page: Page) {
  await rows(page).first().getByTestId('flight-select').click();
  await page.getByTestId('details-continue').click();
  await fillPassenger(page, 1, ADA);
  await page.getByTestId('passengers-continue').click();
  await expect(page.getByTestId('seat-map')).toBeVisible();
}
