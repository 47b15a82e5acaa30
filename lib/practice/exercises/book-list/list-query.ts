import { z } from 'zod';
import { hasSingleLineControlChars } from '@/lib/validation/text';
import { fieldErrors } from '@/lib/api/zod-errors';
import { GenreSchema } from './book-schemas';
import { BOOK_LIST_LIMITS as L } from './limits';
import { BOOK_LIST_MSG as MSG } from './messages';
import { parseSort, type SortKey } from './sort';

// The query of GET /books and GET /books/{id}/reviews (docs/practice/book-list.md#lists). Parameters arrive as
// text; each is checked and bounded here, and any mistake is a 400 naming the parameter. Unknown parameters
// are ignored, as most APIs do; a known one given twice is refused, since which one counts would be a guess.

const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z
    .string()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message))
    .meta({ description: message });
};

const searchText = (name: string) => {
  const message = `${name} must be 1 to ${L.queryParam} characters of one line.`;
  return z
    .string()
    .trim()
    .min(1, message)
    .max(L.queryParam, message)
    .refine((value) => !hasSingleLineControlChars(value), message);
};

const SortSchema = z
  .string()
  .max(L.queryParam, `sort must be at most ${L.queryParam} characters.`)
  .transform((value, ctx): SortKey[] => {
    const parsed = parseSort(value);
    if (parsed.ok) return parsed.keys;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  })
  .meta({ description: 'Fields to sort by, most important first; a leading minus sorts descending, e.g. title,-year.' });

export const PageQueryShape = {
  page: wholeNumber('page', 1, L.page).optional(),
  limit: wholeNumber('limit', 1, L.pageSize).optional(),
};

export const BookListQuerySchema = z
  .object({
    ...PageQueryShape,
    author: searchText('author').optional().meta({ description: 'Books whose author contains this text, ignoring case.' }),
    genre: GenreSchema.optional(),
    yearFrom: wholeNumber('yearFrom', L.yearMin, L.yearMax).optional(),
    yearTo: wholeNumber('yearTo', L.yearMin, L.yearMax).optional(),
    inStock: z.enum(['true', 'false'], { error: MSG.inStock }).transform((value) => value === 'true').optional(),
    q: searchText('q').optional().meta({ description: 'Books whose title, author or a tag contains this text, ignoring case.' }),
    sort: SortSchema.optional(),
  })
  .refine((query) => query.yearFrom === undefined || query.yearTo === undefined || query.yearFrom <= query.yearTo, {
    message: 'yearFrom must not be after yearTo.',
    path: ['yearFrom'],
  })
  .meta({ id: 'BookListQuery' });
export type BookListQuery = z.output<typeof BookListQuerySchema>;

export const PageQuerySchema = z.object(PageQueryShape).meta({ id: 'PageQuery' });
export type PageQuery = z.output<typeof PageQuerySchema>;

export type QueryRead<T> = { ok: true; query: T } | { ok: false; errors: Record<string, string> };

/** The URL's query checked by `schema`: each known parameter once, then the schema's rules. */
export function readQuery<S extends z.ZodType>(schema: S, known: readonly string[], params: URLSearchParams): QueryRead<z.output<S>> {
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const name of known) {
    const all = params.getAll(name);
    if (all.length > 1) errors[name] = MSG.repeatedParam(name);
    else if (all.length === 1) values[name] = all[0];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, query: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

export const BOOK_LIST_PARAMS = ['page', 'limit', 'author', 'genre', 'yearFrom', 'yearTo', 'inStock', 'q', 'sort'] as const;
export const PAGE_PARAMS = ['page', 'limit'] as const;
