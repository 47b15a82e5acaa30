import { moderatedReviewParam, reviewParams, userIdParam } from '../../validation/params';
import { reviewListQuery, reviewModerationSchema, reviewPayloadSchema, reviewSettingsSchema } from '../../validation/review';
import type { ApiArea } from '../area';
import { json, list, message, success } from '../replies';

// Students' reviews (docs/product.md#reviews): public on the home page; written by their author, removed by the
// author or an admin. app/api/reviews/**.

const OWN = 'Only your own (the `userId` in the path), or anyone\'s for an admin; another user\'s is 403.';

export const reviewsArea = (): ApiArea => ({
  tag: { name: 'Reviews', description: 'Students\' reviews, shown on the home page.' },
  paths: {
    '/api/reviews': {
      get: { operationId: 'listStudentReviews', summary: 'Every published review with its author', access: 'public', reply: list('Every published review with its author\'s name and photo, newest first; one waiting for approval or hidden by an admin is left out.') },
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
        reply: json('`{ success, message, review, pending }`: `pending` is true when the site has new reviews wait for an admin\'s approval; the home page shows the review once approved.'),
        refusals: { 403: 'Not your own id, an unverified e-mail (`link` is `/verifyEmail`), or a write from another site', 429: 'Too many reviews from this account (`Retry-After`)' },
      },
    },
    '/api/reviews/{userId}/{reviewId}': {
      delete: { operationId: 'deleteStudentReview', summary: 'Delete a review', access: 'user', who: OWN, params: reviewParams, reply: success('`{ success }`.'), refusals: { 403: 'Not your own review, or a write from another site', 404: 'The user has no review with this id, or a malformed id' } },
    },
    '/api/trainer/reviews': {
      get: {
        operationId: 'listReviewsForModeration',
        summary: 'Every review, for moderation',
        access: 'admin',
        query: reviewListQuery,
        reply: json('`{ reviews: [{ id, username, profile, content, created_at, student_id, date, status, user_id, email }], approveFirst }`, newest first; `status` is `published`, `pending` or `hidden`.'),
        refusals: { 400: '`status` is not one of the three (`errors.status`)' },
      },
    },
    '/api/trainer/reviews/{id}': {
      patch: {
        operationId: 'moderateReview',
        summary: 'Approve or hide a review',
        access: 'admin',
        params: moderatedReviewParam,
        body: reviewModerationSchema,
        description: '`published` approves a waiting review or shows a hidden one again; `hidden` takes it off the home page. The carousel follows at once.',
        reply: json('`{ message, review }`.'),
        refusals: { 404: 'No review with this id, or a malformed id' },
      },
      delete: { operationId: 'deleteReviewAsAdmin', summary: 'Delete anyone\'s review', access: 'admin', params: moderatedReviewParam, reply: message('`{ message }`.'), refusals: { 404: 'No review with this id, or a malformed id' } },
    },
    '/api/trainer/review-settings': {
      get: { operationId: 'getReviewSettings', summary: 'Whether new reviews wait for approval', access: 'admin', reply: json('`{ approveFirst }`; false (the default) publishes a review at once.') },
      put: {
        operationId: 'saveReviewSettings',
        summary: 'Choose whether new reviews wait for approval',
        access: 'admin',
        body: reviewSettingsSchema,
        description: 'Applies to reviews posted from now on; reviews already posted keep their status.',
        reply: json('`{ message, approveFirst }`.'),
      },
    },
  },
});
