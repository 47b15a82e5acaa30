import { z } from 'zod';
import { BookSchema } from './book-schemas';
import { ReviewSchema } from './review-schemas';
import { seedBooks, seedReviews } from './seed-books';

// A learner's shelf: the one practice_state document of this exercise (./state.ts). Books and reviews are kept in
// creation order; ids are never reused, so a deleted book's id stays unknown. `journey` records the steps of the
// clean journey (./completion.ts): a reset brings the seed shelf back and clears it.

export const ShelfSchema = z.object({
  books: z.array(BookSchema),
  reviews: z.array(ReviewSchema),
  nextBookId: z.number().int().positive(),
  nextReviewId: z.number().int().positive(),
  journey: z.object({ created: z.boolean(), updated: z.boolean(), deleted: z.boolean() }),
});
export type Shelf = z.output<typeof ShelfSchema>;

export function seedShelf(): Shelf {
  const books = seedBooks();
  const reviews = seedReviews();
  return {
    books,
    reviews,
    nextBookId: books.length + 1,
    nextReviewId: reviews.length + 1,
    journey: { created: false, updated: false, deleted: false },
  };
}
