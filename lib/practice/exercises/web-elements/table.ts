import { formatSalary, type Department, type Employee } from './employees';

// The table's filtering, sorting and paging (docs/practice/web-elements.md#table) as plain functions, so
// the unit tests check the rules without a browser. `bugMode` plants WEB-02, WEB-03 and WEB-04.

export type SortKey = 'name' | 'department' | 'role' | 'salary' | 'startDate';
export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

export const PAGE_SIZES = [5, 10, 20] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** The text filter matches the name or the role, ignoring case; the department select must match exactly. */
export function filterEmployees(rows: readonly Employee[], text: string, department: Department | 'all', bugMode = false): Employee[] {
  const query = text.trim();
  const wanted = bugMode ? query : query.toLowerCase();
  return rows.filter((row) => {
    if (department !== 'all' && row.department !== department) return false;
    if (!wanted) return true;
    const haystack = bugMode ? `${row.name}\n${row.role}` : `${row.name}\n${row.role}`.toLowerCase();
    return haystack.includes(wanted);
  });
}

function compare(a: Employee, b: Employee, key: SortKey, bugMode: boolean): number {
  if (key === 'salary') {
    return bugMode ? formatSalary(a.salary).localeCompare(formatSalary(b.salary)) : a.salary - b.salary;
  }
  // ISO dates sort correctly as text.
  return a[key].localeCompare(b[key], 'en');
}

/** Sorted by one column; equal values keep the list's order (by id), so every order is fully determined. */
export function sortEmployees(rows: readonly Employee[], sort: SortState | null, bugMode = false): Employee[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b, sort.key, bugMode) || a.id - b.id);
}

export interface Page<T> {
  rows: T[];
  /** 1-based page shown (clamped to the last page). */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row on the page; 0 and 0 when nothing matches. */
  from: number;
  to: number;
  total: number;
}

export function paginate<T>(rows: readonly T[], page: number, pageSize: number, bugMode = false): Page<T> {
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  const end = Math.min(start + pageSize, total);
  // WEB-04: the last page of several loses its last row (the summary still counts it).
  const shownEnd = bugMode && pageCount > 1 && current === pageCount ? end - 1 : end;
  return { rows: rows.slice(start, shownEnd), page: current, pageCount, from: total ? start + 1 : 0, to: end, total };
}
