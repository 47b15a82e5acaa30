import { cityOf, type CityCode } from './cities';
import { between, seededRandom } from './seeded';

// Three hotels per destination (docs/practice/reservation.md#details), the same on every call. A hotel is
// optional; its price is for the whole stay (3 nights from the arrival day, one room for the party).

export const HOTEL_NIGHTS = 3;

export interface Hotel {
  /** `PAR-H1` */
  id: string;
  name: string;
  stars: number;
  /** Whole dollars for the stay. */
  price: number;
}

const TEMPLATES = [
  { name: (city: string) => `Grand Hotel ${city}`, stars: 5, min: 540, max: 780 },
  { name: (city: string) => `${city} Park Lodge`, stars: 4, min: 330, max: 480 },
  { name: (city: string) => `${city} Central Inn`, stars: 3, min: 180, max: 290 },
] as const;

export function hotelsIn(city: CityCode): Hotel[] {
  const random = seededRandom(`hotels|${city}`);
  const name = cityOf(city).name;
  return TEMPLATES.map((template, index) => ({
    id: `${city}-H${index + 1}`,
    name: template.name(name),
    stars: template.stars,
    price: between(random, template.min / 10, template.max / 10) * 10,
  }));
}

export function hotelIn(city: CityCode, id: string): Hotel | null {
  return hotelsIn(city).find((hotel) => hotel.id === id) ?? null;
}
