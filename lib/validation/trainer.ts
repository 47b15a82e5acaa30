import { z } from 'zod';
import { TRAINER_MSG } from '../messages';
import { serialId } from './params';

// The trainer's table of learners (docs/product.md#trainers-view): its filters, sort and page, as the admin page's
// form sends them in the query string and GET /api/trainer/progress (and its CSV export) read them. Without a course
// the table is the class view over all courses at once.

export const TRAINER_SORTS = ['name', 'email', 'progress', 'topics', 'videos', 'exercises', 'defects', 'challenges', 'lastActive'] as const;
export type TrainerSort = (typeof TRAINER_SORTS)[number];
export const TRAINER_PAGE_SIZE = 20;

export const trainerTableQuery = z.object({
  course: z.string({ error: TRAINER_MSG.course }).pipe(serialId).optional(),
  /** Only learners with no activity in this many days (or none ever), as the dashboard's inactive figure counts them. */
  inactive: z.coerce.number({ error: TRAINER_MSG.inactive }).int(TRAINER_MSG.inactive).min(1, TRAINER_MSG.inactive).max(365, TRAINER_MSG.inactive).optional(),
  /** Only learners with some activity within this many days, as the dashboard's "active this week" counts them. */
  active: z.coerce.number({ error: TRAINER_MSG.active }).int(TRAINER_MSG.active).min(1, TRAINER_MSG.active).max(365, TRAINER_MSG.active).optional(),
  /**
   * A batch: a schedule batch's id (the learners who enrolled in it), or a month 'YYYY-MM' in UTC (the learners with no
   * recorded batch who registered then).
   */
  joined: z.string({ error: TRAINER_MSG.joined }).regex(/^(\d{4}-(0[1-9]|1[0-2])|[1-9]\d{0,9})$/, TRAINER_MSG.joined).optional(),
  q: z.string().trim().max(100, TRAINER_MSG.query).default(''),
  certificate: z.enum(['any', 'issued', 'revoked', 'none'], { error: TRAINER_MSG.certificate }).default('any'),
  sort: z.enum(TRAINER_SORTS, { error: TRAINER_MSG.sort }).default('name'),
  dir: z.enum(['asc', 'desc'], { error: TRAINER_MSG.direction }).default('asc'),
  page: z.coerce.number({ error: TRAINER_MSG.page }).int(TRAINER_MSG.page).min(1, TRAINER_MSG.page).default(1),
});
export type TrainerTableQuery = z.output<typeof trainerTableQuery>;

/** The query string's parameters as the schema reads them (a repeated parameter: its first value). */
export function queryParamsOf(search: URLSearchParams | Record<string, string | string[] | undefined>): Record<string, string> {
  const entries = search instanceof URLSearchParams ? [...search.keys()].map((key) => [key, search.get(key)]) : Object.entries(search).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]);
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}
