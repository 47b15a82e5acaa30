import type { Book } from '../book-schemas';
import type { BookListQuery } from '../list-query';
import { BOOK_LIST_LIMITS as L } from '../limits';
import type { SortKey } from '../sort';

// Filtering, sorting and paging a shelf (docs/practice/book-list.md#lists). Pure: the list handler and the unit
// tests call it with a shelf's books. Text comparisons ignore case and accents' absence alike (an English
// collator) and read digits as numbers; ties keep the id order, so every page is stable.

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const contains = (text: string, needle: string) => text.toLocaleLowerCase('en').includes(needle.toLocaleLowerCase('en'));

function matches(book: Book, query: BookListQuery): boolean {
  if (query.author !== undefined && !contains(book.author, query.author)) return false;
  if (query.genre !== undefined && book.genre !== query.genre) return false;
  if (query.yearFrom !== undefined && book.year < query.yearFrom) return false;
  if (query.yearTo !== undefined && book.year > query.yearTo) return false;
  if (query.inStock !== undefined && book.inStock !== query.inStock) return false;
  if (query.q !== undefined) {
    const q = query.q;
    if (!contains(book.title, q) && !contains(book.author, q) && !book.tags.some((tag) => contains(tag, q))) return false;
  }
  return true;
}

function compareBy(keys: readonly SortKey[]) {
  return (a: Book, b: Book): number => {
    for (const { field, descending } of keys) {
      const left = a[field];
      const right = b[field];
      const order = typeof left === 'number' && typeof right === 'number' ? left - right : collator.compare(String(left), String(right));
      if (order !== 0) return descending ? -order : order;
    }
    return a.id - b.id;
  };
}

export interface BookPage {
  books: Book[];
  total: number;
  page: number;
  limit: number;
}

/** The page asked for; `bugMode`: the learner's planted bugs are live (BKL-02). */
export function selectBooks(books: readonly Book[], query: BookListQuery, bugMode = false): BookPage {
  const page = query.page ?? 1;
  const limit = query.limit ?? L.defaultPageSize;
  const matching = books.filter((book) => matches(book, query)).sort(compareBy(query.sort ?? []));
  // BKL-02: with the planted bugs live, pages after the first start one book early: each repeats the last book of
  // the page before, and the last matching book is never on any page.
  const start = (page - 1) * limit - (bugMode && page > 1 ? 1 : 0);
  return { books: matching.slice(start, start + limit), total: matching.length, page, limit };
}
