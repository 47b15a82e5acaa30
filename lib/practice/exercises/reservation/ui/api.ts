import type { FlightDetails, FlightSearchResult } from '@/lib/practice/exercises/reservation/api-types';
import { bookingSchema, type Booking } from '@/lib/practice/exercises/reservation/booking';
import type { SearchForm } from '@/lib/practice/exercises/reservation/schemas';

// The exercise's API addresses and the checks on what it answers (docs/practice/reservation.md#api).

export const API = '/api/practice/v1/reservation';

export function flightsUrl(search: SearchForm): string {
  const query = new URLSearchParams({ from: search.from, to: search.to, date: search.date, passengers: search.passengers });
  return `${API}/flights?${query}`;
}

export const flightUrl = (id: string) => `${API}/flights/${encodeURIComponent(id)}`;
export const BOOKINGS_URL = `${API}/bookings`;
export const cancelUrl = (ref: string) => `${API}/bookings/${encodeURIComponent(ref)}/cancel`;

export function isSearchResult(body: unknown): body is FlightSearchResult {
  return typeof body === 'object' && body !== null && Array.isArray((body as FlightSearchResult).flights);
}

export function isFlightDetails(body: unknown): body is FlightDetails {
  const details = body as FlightDetails | null;
  return typeof details === 'object' && details !== null && typeof details.flight === 'object' && Array.isArray(details.hotels) && Array.isArray(details.seatMap?.taken);
}

export function parseBooking(body: unknown): Booking | null {
  const parsed = bookingSchema.safeParse((body as { booking?: unknown } | null)?.booking);
  return parsed.success ? parsed.data : null;
}

export function parseBookings(body: unknown): Booking[] | null {
  const parsed = bookingSchema.array().safeParse((body as { bookings?: unknown } | null)?.bookings);
  return parsed.success ? parsed.data : null;
}
