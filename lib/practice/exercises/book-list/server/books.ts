import 'server-only';
import { ApiError, conflict, notFound } from '@/lib/api/errors';
import { BookInputSchema, writableFieldsOf, type Book, type BookInput } from '../book-schemas';
import type { BookListQuery } from '../list-query';
import { BOOK_LIST_LIMITS as L } from '../limits';
import { BOOK_LIST_MSG as MSG } from '../messages';
import type { Shelf } from '../shelf';
import { checked, valueOf, type Received } from './http/received-body';
import { applyMergePatch } from './http/merge-patch';
import { assertIfMatch, type IfMatch } from './preconditions';
import { selectBooks, type BookPage } from './select-books';
import { changeShelf, readShelf } from './shelf-store';

// The books of one learner's shelf (docs/practice/book-list.md#books): what each operation does, given the learner
// and what the request carried. The route handlers (./replies/) turn requests into these calls and the results
// into replies; a refusal is an ApiError, answered as a problem detail.

export const bookNotFound = (id: number) => notFound(MSG.bookNotFound(id), 'BOOK_NOT_FOUND');

export function bookIn(shelf: Shelf, id: number): Book {
  const book = shelf.books.find((each) => each.id === id);
  if (!book) throw bookNotFound(id);
  return book;
}

function assertIsbnFree(shelf: Shelf, isbn: string, exceptId?: number): void {
  const holder = shelf.books.find((book) => book.isbn === isbn && book.id !== exceptId);
  if (holder) throw conflict(MSG.isbnTaken(isbn, holder.id), 'ISBN_TAKEN', { isbn: MSG.isbnTaken(isbn, holder.id) });
}

const now = () => new Date().toISOString();

export async function listBooks(userId: string, query: BookListQuery, bugMode: boolean): Promise<BookPage> {
  return selectBooks((await readShelf(userId)).books, query, bugMode);
}

export async function findBook(userId: string, id: number): Promise<Book> {
  return bookIn(await readShelf(userId), id);
}

/** A new book; `isbnWasTaken`: BKL-04 let through an ISBN another book on the shelf has (only with the bugs live). */
export async function createBook(userId: string, body: Received<BookInput>, isbnUnchecked: boolean): Promise<{ book: Book; isbnWasTaken: boolean }> {
  const input = valueOf(body);
  let isbnWasTaken = false;
  const book = await changeShelf(userId, (shelf) => {
    if (shelf.books.length >= L.books) throw conflict(MSG.bookLimit, 'BOOK_LIMIT_REACHED');
    const fields = writableFieldsOf(input);
    // BKL-04: with the learner's planted bugs live, a new book's ISBN is not checked against the shelf (PUT still is).
    if (!isbnUnchecked) assertIsbnFree(shelf, fields.isbn);
    isbnWasTaken = shelf.books.some((other) => other.isbn === fields.isbn);
    const time = now();
    const book: Book = { id: shelf.nextBookId, ...fields, createdAt: time, updatedAt: time };
    shelf.books.push(book);
    shelf.nextBookId += 1;
    shelf.journey.created = true;
    return book;
  });
  return { book, isbnWasTaken };
}

/** Puts `fields` in place of the book's, keeping its id and creation time. */
function storeChange(shelf: Shelf, book: Book, input: BookInput): Book {
  const fields = writableFieldsOf(input);
  assertIsbnFree(shelf, fields.isbn, book.id);
  const changed: Book = { id: book.id, ...fields, createdAt: book.createdAt, updatedAt: now() };
  shelf.books[shelf.books.indexOf(book)] = changed;
  shelf.journey.updated = true;
  return changed;
}

/** PUT: a full replacement, validated like a new book. */
export function replaceBook(userId: string, id: number, ifMatch: IfMatch, body: Received<BookInput>): Promise<Book> {
  return changeShelf(userId, (shelf) => {
    const book = bookIn(shelf, id);
    assertIfMatch(ifMatch, book);
    return storeChange(shelf, book, valueOf(body));
  });
}

/** PATCH: a JSON Merge Patch (RFC 7396) over the book's writable fields; the result must be a valid book. */
export function patchBook(userId: string, id: number, ifMatch: IfMatch, patch: Received<unknown>): Promise<Book> {
  return changeShelf(userId, (shelf) => {
    const book = bookIn(shelf, id);
    assertIfMatch(ifMatch, book);
    const value = valueOf(patch);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new ApiError(422, MSG.patchNotObject, { _: MSG.patchNotObject }, undefined, 'VALIDATION_FAILED');
    }
    return storeChange(shelf, book, valueOf(checked(BookInputSchema, applyMergePatch(writableFieldsOf(book), value))));
  });
}

/** DELETE: the book and its reviews go. */
export function deleteBook(userId: string, id: number, ifMatch: IfMatch): Promise<void> {
  return changeShelf(userId, (shelf) => {
    const book = bookIn(shelf, id);
    assertIfMatch(ifMatch, book);
    shelf.books = shelf.books.filter((each) => each.id !== id);
    shelf.reviews = shelf.reviews.filter((review) => review.bookId !== id);
    shelf.journey.deleted = true;
  });
}
