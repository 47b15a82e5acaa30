import 'server-only';
import { recordDefectEvidence } from '@/lib/practice/bug-hunt/evidence';
import { PAGE_PARAMS, PageQuerySchema, readQuery } from '../../list-query';
import { ReviewInputSchema } from '../../review-schemas';
import type { BookCall } from '../book-route';
import { receiveDocument } from '../http/received-body';
import { noContent, represent, REVALIDATE, reviewDocument, reviewListDocument } from '../http/representation';
import { addReview, deleteReview, findReview, listReviews } from '../reviews';
import { pause, SLOW_REVIEWS_MS } from '../timing';
import { BOOKS_PATH, invalidQuery, pagingHeaders } from './collection';

// /api/practice/v1/books/{id}/reviews and …/reviews/{reviewId} (docs/practice/book-list.md#reviews).

type BookParams = { id: number };
type ReviewParams = { id: number; reviewId: number };

export async function listReviewsReply({ request, userId, format, params, planted }: BookCall<BookParams>): Promise<Response> {
  // BKL-06: with the learner's planted bugs live, a book's reviews take 2 s to come (a timer: nobody else waits).
  if (planted.has('BKL-06')) {
    await recordDefectEvidence(userId, 'BKL-06');
    await pause(SLOW_REVIEWS_MS);
  }
  const read = readQuery(PageQuerySchema, PAGE_PARAMS, new URL(request.url).searchParams);
  if (!read.ok) throw invalidQuery(read.errors);
  const page = await listReviews(userId, params.id, read.query);
  return represent(request, format, reviewListDocument(page.reviews), { headers: pagingHeaders(request, page) });
}

export async function addReviewReply({ request, userId, format, params }: BookCall<BookParams>): Promise<Response> {
  const review = await addReview(userId, params.id, await receiveDocument(request, 'review', ReviewInputSchema));
  return represent(request, format, reviewDocument(review), {
    status: 201,
    headers: { Location: `${BOOKS_PATH}/${params.id}/reviews/${review.id}` },
  });
}

export async function getReviewReply({ request, userId, format, params, planted }: BookCall<ReviewParams>): Promise<Response> {
  const review = await findReview(userId, params.id, params.reviewId);
  const reply = represent(request, format, reviewDocument(review), { headers: { 'Cache-Control': REVALIDATE } });
  // BKL-07: with the learner's planted bugs live, one review's JSON is labelled as plain text.
  if (planted.has('BKL-07') && format === 'json') {
    reply.headers.set('Content-Type', 'text/plain; charset=utf-8');
    await recordDefectEvidence(userId, 'BKL-07');
  }
  return reply;
}

export async function deleteReviewReply({ userId, params }: BookCall<ReviewParams>): Promise<Response> {
  await deleteReview(userId, params.id, params.reviewId);
  return noContent(204);
}
