import { z } from 'zod';

// An RFC 9457 problem detail as this API answers every refusal (docs/practice/book-list.md#problem-details): the
// schema the OpenAPI document states, and the shape server/http/problem.ts writes. Plain, client-safe.

export const ProblemSchema = z
  .object({
    type: z.string().meta({ description: 'A relative URI: the code\'s row in the exercise page\'s error table.', examples: ['/student/practice/book-list/v1#problem-book-not-found'] }),
    title: z.string().meta({ description: 'The status\'s phrase (RFC 9110).', examples: ['Not Found'] }),
    status: z.number().int().min(400).max(599).meta({ description: 'The HTTP status, repeated.', examples: [404] }),
    detail: z.string().meta({ description: 'What went wrong, for people; may be reworded.', examples: ['You have no book with id 404.'] }),
    instance: z.string().meta({ description: 'The request\'s path.', examples: ['/api/practice/v1/books/404'] }),
    code: z.string().meta({ description: 'The stable name of the refusal: assert this one.', examples: ['BOOK_NOT_FOUND'] }),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'Each wrong field or parameter and what is wrong with it (422, and 400 INVALID_QUERY); `_` is the body as a whole. In XML: `<errors><error field="isbn">…</error></errors>`.' }),
  })
  .meta({ id: 'Problem', description: 'An RFC 9457 problem detail: application/problem+json, or application/problem+xml (Appendix B) when Accept prefers XML.' });

export type ProblemDetails = z.output<typeof ProblemSchema>;
