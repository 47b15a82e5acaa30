import { reviewParams, userIdParam } from '../../validation/params';
import { reviewPayloadSchema } from '../../validation/review';
import type { ApiArea } from '../area';
import { json, list, success } from '../replies';

// Students' reviews (docs/product.md#reviews): public on the home page; written by their author, removed by the
// author or an admin. app/api/reviews/**.

const OWN = 'Only your own (the `userId` in the path), or anyone\'s for an admin; another user\'s is 403.';

export const reviewsArea = (): ApiArea => ({
  tag: { name: 'Reviews', description: 'Students\' reviews, shown on the home page.' },
  paths: {
    '/api/reviews': {
      get: { operationId: 'listStudentReviews', summary: 'Every review with its author', access: 'public', reply: list('Every review with its author\'s name and photo, newest first.') },
    },
    '/api/reviews/{userId}': {
      get: { operationId: 'listUserStudentReviews', summary: 'A user\'s reviews', access: 'user', who: OWN, params: userIdParam, reply: list('That user\'s reviews, newest first.'), refusals: { 403: 'Not your own reviews' } },
      post: {
        operationId: 'postStudentReview',
        summary: 'Publish a review',
        access: 'user',
        who: 'Only under your own id, admins included (a review speaks for its author), and with a verified e-mail.',
        params: userIdParam,
        body: reviewPayloadSchema,
        description: 'The author is the session\'s user and the date the server\'s: a `student_id` or `date` in the body is dropped.',
        reply: json('`{ success, message, review }`.'),
        refusals: { 403: 'Not your own id, an unverified e-mail (`link` is `/verifyEmail`), or a write from another site', 429: 'Too many reviews from this account (`Retry-After`)' },
      },
    },
    '/api/reviews/{userId}/{reviewId}': {
      delete: { operationId: 'deleteStudentReview', summary: 'Delete a review', access: 'user', who: OWN, params: reviewParams, reply: success('`{ success }`.'), refusals: { 403: 'Not your own review, or a write from another site', 404: 'The user has no review with this id, or a malformed id' } },
    },
  },
});
