import { cityOf, distanceKm, isCityCode, type CityCode } from './cities';
import { isRealDay } from './dates';
import { between, seededRandom } from './seeded';

// The flights a search finds (docs/practice/reservation.md#results): generated, not stored. The same from/to/date
// always gives the same 12 flights, and a flight's id says which search it came from, so its details and
// seat map can be generated again from the id alone.

export const FLIGHTS_PER_SEARCH = 12;

const CARRIERS = [
  { code: 'QA', name: 'QA Airways' },
  { code: 'TS', name: 'TestSky' },
  { code: 'BX', name: 'BugExpress' },
] as const;

export interface Flight {
  /** `LIS-PAR-20261201-07`: from, to, the date without dashes and the flight's place in the search (01–12). */
  id: string;
  /** "QA412" */
  number: string;
  carrier: string;
  from: CityCode;
  to: CityCode;
  /** The travel day, YYYY-MM-DD. */
  date: string;
  /** "HH:MM", local to the route (no time zones in this exercise). */
  departure: string;
  arrival: string;
  /** 1 when the flight lands the day after it leaves. */
  arrivalDayOffset: number;
  durationMinutes: number;
  stops: number;
  /** Whole dollars per passenger. */
  price: number;
  fare: 'Economy' | 'Flex';
}

const FLIGHT_ID = /^([A-Z]{3})-([A-Z]{3})-(\d{4})(\d{2})(\d{2})-(\d{2})$/;

export function flightIdOf(from: CityCode, to: CityCode, date: string, index: number): string {
  return `${from}-${to}-${date.replaceAll('-', '')}-${String(index + 1).padStart(2, '0')}`;
}

/** The search a flight id names, or null when it cannot name a generated flight. */
export function parseFlightId(id: string): { from: CityCode; to: CityCode; date: string; index: number } | null {
  const match = FLIGHT_ID.exec(id);
  if (!match) return null;
  const [, from, to, year, month, day, place] = match;
  const date = `${year}-${month}-${day}`;
  const index = Number(place) - 1;
  if (!isCityCode(from) || !isCityCode(to) || from === to || !isRealDay(date)) return null;
  if (index < 0 || index >= FLIGHTS_PER_SEARCH) return null;
  return { from, to, date, index };
}

function clock(minutes: number): string {
  const inDay = minutes % 1440;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/** The 12 flights of a search, in the order generated (not sorted). */
export function generateFlights(from: CityCode, to: CityCode, date: string): Flight[] {
  const random = seededRandom(`flights|${from}|${to}|${date}`);
  const km = distanceKm(from, to);
  const nonstopMinutes = Math.round((km / 780) * 12 + 7) * 5; // cruise at ~780 km/h plus taxi and climb, in 5-minute steps
  const baseFare = 60 + km * 0.09;
  const numberBase = between(random, 100, 899);
  // One Flex fare per search costs $1,000 or more; the other eleven stay under $1,000.
  const flexIndex = between(random, 0, FLIGHTS_PER_SEARCH - 1);
  // Departures between 05:00 and 21:55 in 5-minute slots, never two flights in the same slot.
  const slots = new Set<number>();
  while (slots.size < FLIGHTS_PER_SEARCH) slots.add(between(random, 60, 263) * 5);
  const departures = [...slots];

  return departures.map((departure, index) => {
    const carrier = CARRIERS[between(random, 0, CARRIERS.length - 1)];
    const roll = random();
    const stops = roll < 0.45 ? 0 : roll < 0.8 ? 1 : 2;
    let duration = nonstopMinutes;
    for (let stop = 0; stop < stops; stop++) duration += 40 + between(random, 11, 34) * 5;
    const flex = index === flexIndex;
    const factor = (stops === 0 ? 1.35 : stops === 1 ? 1 : 0.8) * (0.8 + random() * 0.9);
    const price = flex ? between(random, 1000, 1480) : Math.min(979, Math.max(119, Math.round(baseFare * factor)));
    const arrival = departure + duration;
    return {
      id: flightIdOf(from, to, date, index),
      number: `${carrier.code}${numberBase + index * 7}`,
      carrier: carrier.name,
      from,
      to,
      date,
      departure: clock(departure),
      arrival: clock(arrival),
      arrivalDayOffset: Math.floor(arrival / 1440),
      durationMinutes: duration,
      stops,
      price,
      fare: flex ? 'Flex' : 'Economy',
    };
  });
}

/** One generated flight by its id, or null. */
export function flightById(id: string): Flight | null {
  const parsed = parseFlightId(id);
  if (!parsed) return null;
  return generateFlights(parsed.from, parsed.to, parsed.date)[parsed.index];
}

/** "Lisbon → Paris" */
export function routeLabel(flight: Pick<Flight, 'from' | 'to'>): string {
  return `${cityOf(flight.from).name} → ${cityOf(flight.to).name}`;
}
