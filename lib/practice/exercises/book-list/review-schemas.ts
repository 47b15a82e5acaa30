import { z } from 'zod';
import { hasMultiLineControlChars } from '@/lib/validation/text';
import { lineText } from './book-schemas';
import { BOOK_LIST_LIMITS as L } from './limits';
import { BOOK_LIST_MSG as MSG } from './messages';

// A book's reviews (docs/practice/book-list.md#reviews): posted and deleted, never edited.

export const ReviewInputSchema = z
  .strictObject({
    reviewer: lineText(L.reviewer, MSG.reviewer).meta({ description: 'Who wrote the review.', examples: ['Ada'] }),
    rating: z.number({ error: MSG.rating }).int(MSG.rating).min(1, MSG.rating).max(5, MSG.rating).meta({ description: 'Stars, 1 to 5.', examples: [4] }),
    text: z
      .string({ error: MSG.reviewText })
      .trim()
      .min(1, MSG.reviewText)
      .max(L.reviewText, MSG.reviewText)
      .refine((value) => !hasMultiLineControlChars(value), MSG.reviewText)
      .meta({ description: 'The review; new lines allowed.', examples: ['Clear and practical.'] }),
  })
  .meta({ id: 'ReviewInput', description: 'A review as POST sends it. Unknown fields are refused.' });
export type ReviewInput = z.output<typeof ReviewInputSchema>;

export const ReviewSchema = z
  .object({
    id: z.number().int().positive().meta({ description: 'The review\'s id on this learner\'s shelf.' }),
    bookId: z.number().int().positive().meta({ description: 'The book it reviews.' }),
    ...ReviewInputSchema.shape,
    createdAt: z.iso.datetime().meta({ description: 'When the review was posted (UTC, ISO 8601).' }),
  })
  .meta({ id: 'Review', description: 'A review of one of the learner\'s books.' });
export type Review = z.output<typeof ReviewSchema>;

export const ReviewListSchema = z.array(ReviewSchema).meta({ id: 'ReviewList', description: 'One page of a book\'s reviews, oldest first.' });
