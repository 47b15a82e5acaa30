import { z } from 'zod';
import { hasSingleLineControlChars } from '@/lib/validation/text';
import { hasValidIsbn13Checksum, ISBN13_PATTERN } from './isbn';
import { BOOK_LIST_LIMITS as L } from './limits';
import { BOOK_LIST_MSG as MSG, GENRES } from './messages';

// The book as the API takes it and answers it (docs/practice/book-list.md#books). One schema per rule, each a named
// export with a description, so the OpenAPI document can be generated from them (z.toJSONSchema). XML bodies are
// decoded into the same shape and checked by the same schemas (./server/http/xml-codec.ts).

/** One line of text, trimmed: no control characters, within its bounds. */
export function lineText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, message)
    .refine((value) => !hasSingleLineControlChars(value), message);
}

export const GenreSchema = z.enum(GENRES, { error: MSG.genre }).meta({ id: 'Genre', description: 'The book\'s genre.' });

export const IsbnSchema = z
  .string({ error: MSG.isbn })
  .regex(ISBN13_PATTERN, MSG.isbn)
  .refine(hasValidIsbn13Checksum, MSG.isbnChecksum)
  .meta({ description: 'ISBN-13, digits only, with a valid check digit; unique among the learner\'s books.', examples: ['9781999010379'] });

export const TagSchema = z
  .string({ error: MSG.tag })
  .regex(new RegExp(`^[a-z0-9-]{1,${L.tag}}$`), MSG.tag)
  .meta({ description: 'A lowercase tag.', examples: ['automation'] });

const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** The fields a client writes: POST and PUT send them all (tags may be left out: none), PATCH merges into them. */
export const BookFieldsShape = {
  title: lineText(L.title, MSG.title).meta({ description: 'The title.', examples: ['The Flaky Test'] }),
  author: lineText(L.author, MSG.author).meta({ description: 'The author, as printed.', examples: ['Mara Lindqvist'] }),
  isbn: IsbnSchema,
  year: z.number({ error: MSG.year }).int(MSG.year).min(L.yearMin, MSG.year).max(L.yearMax, MSG.year).meta({ description: 'Year of publication.', examples: [2019] }),
  pages: z.number({ error: MSG.pages }).int(MSG.pages).min(1, MSG.pages).max(L.pagesMax, MSG.pages).meta({ description: 'Number of pages.', examples: [312] }),
  genre: GenreSchema,
  price: z.number({ error: MSG.price }).min(0, MSG.price).max(L.priceMax, MSG.price).refine(twoDecimals, MSG.price).meta({ description: 'Price in US dollars.', examples: [18.99] }),
  inStock: z.boolean({ error: MSG.inStock }).meta({ description: 'Whether the book can be ordered now.' }),
  tags: z.array(TagSchema, { error: MSG.tags }).max(L.tags, MSG.tags).optional().meta({ description: 'Up to ten tags; left out means none.' }),
};

/** Read-only fields a client may send back as it read them (a GET, changed, then PUT): ignored. */
const ReadOnlyEchoShape = {
  id: z.unknown().optional().meta({ description: 'Read-only: ignored when sent.', readOnly: true }),
  createdAt: z.unknown().optional().meta({ description: 'Read-only: ignored when sent.', readOnly: true }),
  updatedAt: z.unknown().optional().meta({ description: 'Read-only: ignored when sent.', readOnly: true }),
};

export const BookInputSchema = z
  .strictObject({ ...BookFieldsShape, ...ReadOnlyEchoShape })
  .meta({ id: 'BookInput', description: 'A book as POST, PUT (a full replacement) and the result of a merge patch send it. Unknown fields are refused.' });
export type BookInput = z.output<typeof BookInputSchema>;

export const BookSchema = z
  .object({
    id: z.number().int().positive().meta({ description: 'The book\'s id on this learner\'s shelf (the seed books are 1 to 20).', examples: [1] }),
    ...BookFieldsShape,
    tags: z.array(TagSchema),
    createdAt: z.iso.datetime().meta({ description: 'When the book was created (UTC, ISO 8601).' }),
    updatedAt: z.iso.datetime().meta({ description: 'When the book last changed (UTC, ISO 8601).' }),
  })
  .meta({ id: 'Book', description: 'A book on the learner\'s shelf. Its ETag header names this state.' });
export type Book = z.output<typeof BookSchema>;

export const BookListSchema = z.array(BookSchema).meta({
  id: 'BookList',
  description: 'One page of books. X-Total-Count says how many match; Link names the first, previous, next and last pages.',
});

/** The writable fields of a book, as a merge patch's target and a PUT's replacement. */
export function writableFieldsOf(input: BookInput): Omit<Book, 'id' | 'createdAt' | 'updatedAt'> {
  const { title, author, isbn, year, pages, genre, price, inStock, tags } = input;
  return { title, author, isbn, year, pages, genre, price, inStock, tags: tags ?? [] };
}
