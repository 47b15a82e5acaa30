import { z } from 'zod';
import { HOSTED_EXERCISES } from '../practice/registry';
import { KIT_TOOLS } from '../practice/starter-kits';
import { CERTIFICATE_CODE } from './certificates';

// Path segments, checked before any lookup; a mismatch answers 404 (withRoute). Every path-parameter
// schema lives here, so each kind of id is parsed one way everywhere.

/** The largest PostgreSQL `serial` (int4). */
const MAX_SERIAL = 2_147_483_647;

/**
 * A row id from a `serial` column as it appears in a URL: a positive int4 written without sign, leading
 * zeros or decimals. Anything else ("abc", "0", "01", "1.5", "99999999999") cannot name a row, so it
 * never reaches the database.
 */
export const serialId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((id) => id <= MAX_SERIAL);

/** Route params `{ [key]: serial row id }`, e.g. serialIdParam('id') for /api/ads/{id}. */
function serialIdParam<K extends string>(key: K) {
  return z.object({ [key]: serialId } as { [P in K]: typeof serialId });
}

/** A better-auth user id (a generated string, not a serial) as it appears in a URL. */
const authUserId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);
/** Route params of folders named [userId]. */
export const userIdParam = z.object({ userId: authUserId });
/** Route params of folders named [id] whose segment holds a better-auth user id (not a serial row id). */
export const userIdInIdParam = z.object({ id: authUserId });

/**
 * A stored media file's name as it appears in a URL. Names are server-generated (uuid.ext), so anything
 * else (a NUL byte, a slash, spaces) cannot exist: it answers 404 before any lookup reaches the database.
 */
export const mediaFileName = z.string().min(1).max(128).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
export const fileParam = z.object({ file: mediaFileName });
/** GET /api/ads/{media file}: Next allows one dynamic name per folder, so the segment is "id". */
export const adMediaParam = z.object({ id: mediaFileName });

/** /api/learning/course/{id} and /learning/{id}: a course's serial id. */
export const courseIdParam = serialIdParam('id');
/** POST /api/learning/{course_id}/chunks. */
export const courseIdSegment = serialIdParam('course_id');
/** PUT/DELETE /api/learning/chunks/{chunkId}. */
export const chunkIdSegment = serialIdParam('chunkId');
/** PUT/DELETE /api/ads/{id}: the numeric ad id (the same folder's GET takes a media file name). */
export const adIdParam = serialIdParam('id');
/** DELETE /api/reviews/{userId}/{reviewId}: the author's user id and the review's serial id. */
export const reviewParams = userIdParam.extend({ reviewId: serialId });
/** DELETE /api/trainings/videos/{id}: the folder is named [video_name] (GET takes a file name there). */
export const trainingVideoIdParam = z.object({ video_name: serialId });
/** GET /api/trainings/videos/{video_name}: a stored video's file name. */
export const trainingVideoNameParam = z.object({ video_name: mediaFileName });

/** /api/practice/v1/tokens/{id} and /api/practice/v1/oauth/clients/{id}: a practice credential's serial id. */
export const credentialIdParam = serialIdParam('id');

/** /api/practice/v1/{exercise}/…: one of the exercises the practice lab hosts. */
export const exerciseParam = z.object({ exercise: z.enum(HOSTED_EXERCISES) });

/** /api/practice/v1/{exercise}/starter-kit/{tool}: an exercise and one of the starter kits' tools. */
export const starterKitParam = z.object({ exercise: z.enum(HOSTED_EXERCISES), tool: z.enum(KIT_TOOLS) });

/** /api/practice/v1/books/{id}: a book's id on the learner's shelf (docs/practice/book-list.md). */
export const practiceBookParam = serialIdParam('id');

/** /api/practice/v1/books/{id}/reviews/{reviewId}: a book's id and one of its reviews' ids. */
export const practiceBookReviewParams = z.object({ id: serialId, reviewId: serialId });

/** PUT /api/progress/topics/{chunkId}: the learning topic (chunk) the event is about. */
export const topicChunkIdParam = serialIdParam('chunkId');

/** POST /api/progress/videos/{videoId}: the training video's serial id. */
export const progressVideoIdParam = serialIdParam('videoId');

/** /api/trainer/certificate-rules/{courseId}: the course the rule is for. */
export const ruleCourseIdParam = serialIdParam('courseId');

/** /certificates/{code} and /api/…/certificates/{code}/…: a certificate's verification code. */
export const certificateCodeParam = z.object({ code: z.string().regex(CERTIFICATE_CODE) });

/** /api/practice/v1/inbox/{id}: a message of the learner's practice inbox. */
export const inboxMessageParam = serialIdParam('id');

/** /api/practice/v1/bug-hunt/reports/{id}/…: a defect report's row id. */
export const defectReportParam = serialIdParam('id');

/** /api/schedule/{id}: a schedule row (batch) id. */
export const scheduleRowParam = serialIdParam('id');

/** /api/trainer/reviews/{id}: a review id. */
export const moderatedReviewParam = serialIdParam('id');
