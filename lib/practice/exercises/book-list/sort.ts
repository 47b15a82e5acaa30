import { BOOK_LIST_LIMITS as L } from './limits';

// `sort=title,-year` (docs/practice/book-list.md#lists): fields in order of importance, a leading minus for
// descending. Pure, so the query schema and the unit tests share it.

export const SORT_FIELDS = ['id', 'title', 'author', 'genre', 'year', 'pages', 'price', 'createdAt', 'updatedAt'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export interface SortKey {
  field: SortField;
  descending: boolean;
}

export type SortParse = { ok: true; keys: SortKey[] } | { ok: false; message: string };

const isSortField = (value: string): value is SortField => (SORT_FIELDS as readonly string[]).includes(value);

export function parseSort(value: string): SortParse {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.some((part) => part === '' || part === '-')) {
    return { ok: false, message: `sort names an empty field: write fields separated by commas, such as sort=title,-year.` };
  }
  if (parts.length > L.sortFields) return { ok: false, message: `sort may name at most ${L.sortFields} fields.` };
  const keys: SortKey[] = [];
  for (const part of parts) {
    const descending = part.startsWith('-');
    const field = descending ? part.slice(1) : part;
    if (!isSortField(field)) return { ok: false, message: `Unknown sort field "${field}": sort by ${SORT_FIELDS.join(', ')}.` };
    if (keys.some((key) => key.field === field)) return { ok: false, message: `sort names "${field}" twice.` };
    keys.push({ field, descending });
  }
  return { ok: true, keys };
}
