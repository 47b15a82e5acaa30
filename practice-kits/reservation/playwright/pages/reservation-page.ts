import { expect, type Locator, type Page } from '@playwright/test';
import { LabPage } from '../support/lab-page';

export interface Passenger {
  first: string;
  last: string;
  email: string;
  /** YYYY-MM-DD */
  birth: string;
  passport: string;
}

/** A day counted from today, as YYYY-MM-DD in UTC (the site's calendar). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Reservation v1: flight search, results, details, passengers, seats, payment, confirmation and My bookings. */
export class ReservationPage extends LabPage {
  readonly rows: Locator;
  readonly resultsCount: Locator;

  constructor(page: Page) {
    super(page, '/student/practice/reservation/v1');
    this.rows = page.getByTestId('flight-row');
    this.resultsCount = page.getByTestId('results-count');
  }

  protected async ready(timeout: number): Promise<void> {
    await expect(this.page.getByTestId('my-bookings')).toBeVisible({ timeout });
    await expect(this.page.getByTestId('search-submit')).toBeEnabled({ timeout });
  }

  async search(from: string, to: string, date: string, passengers = 1): Promise<void> {
    await this.page.getByTestId('search-from').selectOption(from);
    await this.page.getByTestId('search-to').selectOption(to);
    await this.page.getByTestId('search-date').fill(date);
    await this.page.getByTestId('search-passengers').selectOption(String(passengers));
    await this.page.getByTestId('search-submit').click();
  }

  async goToPage(n: number): Promise<void> {
    await this.page.getByTestId(`page-${n}`).click();
    await expect(this.page.getByTestId(`page-${n}`)).toHaveAttribute('aria-current', 'page');
  }

  /** The flight numbers and prices of the rows shown ("$1,020" → 1020). */
  async shownFlights(): Promise<{ number: string; price: number }[]> {
    const numbers = await this.page.getByTestId('flight-number').allTextContents();
    const prices = await this.page.getByTestId('flight-price').allTextContents();
    return numbers.map((number, i) => ({ number, price: Number(prices[i].replace(/[$,]/g, '')) }));
  }

  async fillPassenger(n: number, who: Passenger): Promise<void> {
    await this.page.getByTestId(`passenger-${n}-first-name`).fill(who.first);
    await this.page.getByTestId(`passenger-${n}-last-name`).fill(who.last);
    await this.page.getByTestId(`passenger-${n}-email`).fill(who.email);
    await this.page.getByTestId(`passenger-${n}-birth-date`).fill(who.birth);
    await this.page.getByTestId(`passenger-${n}-passport`).fill(who.passport);
  }

  /** Seats by what the seat map says of them: "Seat 12C, available" or "Seat 12C, taken". */
  seats(state: 'available' | 'taken'): Locator {
    return this.page.getByTestId('seat-map').getByRole('button', { name: new RegExp(`^Seat \\w+, ${state}$`) });
  }
}
