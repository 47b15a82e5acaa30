import type { TravelRange } from './dates';
import type { Flight } from './flights';
import type { Hotel } from './hotels';
import type { Search } from './schemas';

// The shapes the Reservation API answers (docs/practice/reservation.md#api), shared by the handlers and the page.

/** GET flights?from&to&date&passengers */
export interface FlightSearchResult {
  search: Search;
  range: TravelRange;
  flights: Flight[];
}

/** GET flights/{id} */
export interface FlightDetails {
  flight: Flight;
  hotels: Hotel[];
  seatMap: { taken: string[] };
}
