import { HOSTED_EXERCISES } from '../registry';
import { VERDICTS } from './schemas';
import type { TrainerReportFilter } from './trainer-reports';

// The admin page's query (?exercise=&learner=&verdict=&page=) as a filter. A value that is not one of the choices is
// left out, as an unknown filter: the page lists everything rather than answer an error for a hand-edited address.

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

export function trainerFilterOf(query: Record<string, string | string[] | undefined>): TrainerReportFilter {
  const exercise = first(query.exercise);
  const verdict = first(query.verdict);
  const learner = first(query.learner)?.slice(0, 100);
  const page = Number(first(query.page));
  return {
    exercise: HOSTED_EXERCISES.find((id) => id === exercise),
    verdict: VERDICTS.find((value) => value === verdict),
    learner,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}
