import { parseOrThrow } from '../api/parse-or-throw';
import { queryParamsOf, trainerTableQuery, type TrainerTableQuery } from '../validation/trainer';

/** The trainer's table query from a request's query string; a bad value is a 400 naming the parameter. */
export function trainerQueryOf(request: Request): TrainerTableQuery {
  return parseOrThrow(trainerTableQuery, queryParamsOf(new URL(request.url).searchParams));
}
