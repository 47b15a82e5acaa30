import { describe, expect, it } from 'vitest';
import { BookInputSchema, BookSchema } from '@/lib/practice/exercises/book-list/book-schemas';
import { hasValidIsbn13Checksum, isbn13CheckDigit } from '@/lib/practice/exercises/book-list/isbn';
import { BOOK_LIST_PARAMS, BookListQuerySchema, readQuery } from '@/lib/practice/exercises/book-list/list-query';
import { seedBooks, seedReviews } from '@/lib/practice/exercises/book-list/seed-books';
import { seedShelf, ShelfSchema } from '@/lib/practice/exercises/book-list/shelf';
import { parseSort } from '@/lib/practice/exercises/book-list/sort';

// The pure rules of the Book List API (docs/practice/book-list.md): ISBN-13 check digits, the seed shelf, sort
// parsing and the list query.

describe('ISBN-13', () => {
  it('accepts numbers whose weighted digits add up to a multiple of 10', () => {
    for (const isbn of ['9780306406157', '9781999010379', '9783161484100', '9790000000001']) expect(hasValidIsbn13Checksum(isbn), isbn).toBe(true);
  });

  it('refuses a changed digit, swapped neighbours, and anything but 13 digits', () => {
    for (const isbn of ['9780306406158', '9780306406517', '978030640615', '97803064061570', '978030640615X', '']) {
      expect(hasValidIsbn13Checksum(isbn), isbn).toBe(false);
    }
  });

  it('computes the check digit of the first twelve', () => {
    expect(isbn13CheckDigit('978030640615')).toBe(7);
    expect(isbn13CheckDigit('979000000000')).toBe(1);
  });

  it('the schema says which rule an ISBN breaks', () => {
    const isbn = (value: unknown) => BookInputSchema.shape.isbn.safeParse(value);
    expect(isbn('9780306406157').success).toBe(true);
    expect(isbn('9780306406158').error?.issues[0].message).toMatch(/wrong check digit/);
    expect(isbn('978-0-306-40615-7').error?.issues[0].message).toMatch(/no hyphens or spaces/);
    expect(isbn('1234567890128').error?.issues[0].message).toMatch(/starting with 978 or 979/);
    expect(isbn(9780306406157).error?.issues[0].message).toMatch(/ISBN-13/);
  });
});

describe('the seed shelf', () => {
  it('holds 20 valid books with ids 1–20 and unique ISBNs, and 5 reviews of them', () => {
    const books = seedBooks();
    expect(books.map((book) => book.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const book of books) expect(BookSchema.parse(book)).toEqual(book);
    expect(new Set(books.map((book) => book.isbn)).size).toBe(20);
    expect(seedReviews().every((review) => books.some((book) => book.id === review.bookId))).toBe(true);
    expect(ShelfSchema.parse(seedShelf())).toMatchObject({ nextBookId: 21, nextReviewId: 6 });
  });

  it('is a new copy every time, so a change to one shelf never reaches another', () => {
    const first = seedShelf();
    first.books[0].tags.push('changed');
    expect(seedShelf().books[0].tags).toEqual(['automation', 'ci']);
  });
});

describe('parseSort', () => {
  it('reads fields in order, a leading minus for descending', () => {
    expect(parseSort('title,-year')).toEqual({ ok: true, keys: [{ field: 'title', descending: false }, { field: 'year', descending: true }] });
    expect(parseSort(' price ')).toEqual({ ok: true, keys: [{ field: 'price', descending: false }] });
  });

  it('explains each refusal', () => {
    expect(parseSort('colour')).toEqual({ ok: false, message: expect.stringMatching(/^Unknown sort field "colour": sort by id, title/) });
    expect(parseSort('-')).toMatchObject({ ok: false, message: expect.stringMatching(/empty field/) });
    expect(parseSort('')).toMatchObject({ ok: false, message: expect.stringMatching(/empty field/) });
    expect(parseSort('year,-year')).toMatchObject({ ok: false, message: 'sort names "year" twice.' });
    expect(parseSort('id,title,year,price')).toMatchObject({ ok: false, message: 'sort may name at most 3 fields.' });
    expect(parseSort('+title')).toMatchObject({ ok: false });
  });
});

describe('the list query', () => {
  const read = (query: string) => readQuery(BookListQuerySchema, BOOK_LIST_PARAMS, new URLSearchParams(query));

  it('turns the parameters into typed values, leaving out what is absent and ignoring unknown ones', () => {
    expect(read('page=2&limit=5&inStock=false&yearFrom=2000&sort=-price&q= ci &colour=red')).toEqual({
      ok: true,
      query: { page: 2, limit: 5, inStock: false, yearFrom: 2000, sort: [{ field: 'price', descending: true }], q: 'ci' },
    });
    expect(read('')).toEqual({ ok: true, query: {} });
  });

  it('names each wrong parameter', () => {
    expect(read('page=abc&limit=99')).toEqual({
      ok: false,
      errors: { page: 'page must be a whole number from 1 to 10000.', limit: 'limit must be a whole number from 1 to 50.' },
    });
    expect(read('genre=poetry&page=1&page=1')).toEqual({ ok: false, errors: { page: 'page is given more than once.' } });
    expect(read('yearFrom=2001&yearTo=2000')).toEqual({ ok: false, errors: { yearFrom: 'yearFrom must not be after yearTo.' } });
    expect(read(`sort=${'a'.repeat(101)}`)).toMatchObject({ ok: false, errors: { sort: 'sort must be at most 100 characters.' } });
  });
});
