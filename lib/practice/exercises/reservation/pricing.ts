import type { Flight } from './flights';
import type { Hotel } from './hotels';

// What a trip costs (docs/practice/reservation.md#payment): the fare per passenger times the passengers, plus
// the hotel's price for the stay. The payment step shows it; the server charges and stores its own sum.

export interface PriceLines {
  fare: number;
  passengers: number;
  flightTotal: number;
  hotel: number;
  total: number;
}

export function priceLines(flight: Pick<Flight, 'price'>, hotel: Pick<Hotel, 'price'> | null, passengers: number): PriceLines {
  const flightTotal = flight.price * passengers;
  const hotelPrice = hotel?.price ?? 0;
  return { fare: flight.price, passengers, flightTotal, hotel: hotelPrice, total: flightTotal + hotelPrice };
}

/** "$1,020": whole dollars with a thousands separator, the same on every machine. */
export function formatPrice(dollars: number): string {
  return `$${dollars.toLocaleString('en-US')}`;
}

/** "2 h 05 min" */
export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

export function formatStops(stops: number): string {
  return stops === 0 ? 'Nonstop' : stops === 1 ? '1 stop' : `${stops} stops`;
}
