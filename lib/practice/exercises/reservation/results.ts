import type { Flight } from './flights';
import { formatPrice } from './pricing';

// Sorting and paging of the results table (docs/practice/reservation.md#results). The API answers all 12
// flights of a search; the page sorts and pages them. Ties keep a fixed order (departure, then flight
// number), so a sorted page is always the same.

export const PAGE_SIZE = 5;

export type SortKey = 'price' | 'departure' | 'duration';
export type SortDirection = 'ascending' | 'descending';
export interface SortOrder {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: SortOrder = { key: 'departure', direction: 'ascending' };

function tieBreak(a: Flight, b: Flight): number {
  return a.departure.localeCompare(b.departure) || a.number.localeCompare(b.number);
}

function compareBy(key: SortKey, bugMode: boolean): (a: Flight, b: Flight) => number {
  if (key === 'departure') return (a, b) => a.departure.localeCompare(b.departure);
  if (key === 'duration') return (a, b) => a.durationMinutes - b.durationMinutes;
  if (bugMode) {
    // RES-01: the shown price text is compared, so "$1,075" comes before "$157".
    return (a, b) => {
      const left = formatPrice(a.price);
      const right = formatPrice(b.price);
      return left < right ? -1 : left > right ? 1 : 0;
    };
  }
  return (a, b) => a.price - b.price;
}

export function sortFlights(flights: readonly Flight[], order: SortOrder, { bugMode = false } = {}): Flight[] {
  const compare = compareBy(order.key, bugMode);
  const sign = order.direction === 'ascending' ? 1 : -1;
  return [...flights].sort((a, b) => sign * compare(a, b) || tieBreak(a, b));
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The flights on `page` (1-based). */
export function pageOf<T>(items: readonly T[], page: number, { bugMode = false } = {}): T[] {
  // RES-02: pages after the first start one item late, so the first flight of page 2 is never shown.
  const start = (page - 1) * PAGE_SIZE + (bugMode && page > 1 ? 1 : 0);
  return items.slice(start, start + PAGE_SIZE);
}
