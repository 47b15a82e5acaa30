import type { TrainerSort, TrainerTableQuery } from '@/lib/validation/trainer';

/** The query string of the trainer's table with some parameters changed; defaults are left out. */
export function tableHref(base: string, query: TrainerTableQuery, change: Partial<TrainerTableQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.course !== undefined) params.set('course', String(next.course));
  if (next.q) params.set('q', next.q);
  if (next.certificate !== 'any') params.set('certificate', next.certificate);
  if (next.inactive !== undefined) params.set('inactive', String(next.inactive));
  if (next.active !== undefined) params.set('active', String(next.active));
  if (next.joined) params.set('joined', next.joined);
  if (next.sort !== 'name') params.set('sort', next.sort);
  if (next.dir !== 'asc') params.set('dir', next.dir);
  if (next.page !== 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

/** A column header's link: the same column again flips the direction; another starts ascending, on page 1. */
export function sortHref(base: string, query: TrainerTableQuery, column: TrainerSort): string {
  const dir = query.sort === column && query.dir === 'asc' ? 'desc' : 'asc';
  return tableHref(base, query, { sort: column, dir, page: 1 });
}
