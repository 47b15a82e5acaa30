// The eight cities the Reservation exercise flies between (docs/practice/reservation.md). Plain data, shared by the
// search form and the API; the coordinates only make flight times plausible (longer routes take longer).

export const CITIES = [
  { code: 'AMS', name: 'Amsterdam', lat: 52.31, lon: 4.76 },
  { code: 'BER', name: 'Berlin', lat: 52.36, lon: 13.5 },
  { code: 'LIS', name: 'Lisbon', lat: 38.77, lon: -9.13 },
  { code: 'LON', name: 'London', lat: 51.47, lon: -0.45 },
  { code: 'MAD', name: 'Madrid', lat: 40.47, lon: -3.56 },
  { code: 'PAR', name: 'Paris', lat: 49.01, lon: 2.55 },
  { code: 'ROM', name: 'Rome', lat: 41.8, lon: 12.25 },
  { code: 'VIE', name: 'Vienna', lat: 48.11, lon: 16.57 },
] as const;

export type City = (typeof CITIES)[number];
export type CityCode = City['code'];

export const CITY_CODES = CITIES.map((city) => city.code) as [CityCode, ...CityCode[]];

export function isCityCode(value: string): value is CityCode {
  return (CITY_CODES as readonly string[]).includes(value);
}

export function cityOf(code: CityCode): City {
  return CITIES.find((city) => city.code === code)!;
}

/** "Lisbon (LIS)": how the form and the results name a city. */
export function cityLabel(code: CityCode): string {
  return `${cityOf(code).name} (${code})`;
}

/** Great-circle distance in km, rounded: decides the flight time and the base fare. */
export function distanceKm(from: CityCode, to: CityCode): number {
  const a = cityOf(from);
  const b = cityOf(to);
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
}
