import { z } from 'zod';
import { PROGRESS_MSG } from '../messages';

// The learner's progress events (docs/product.md#progress): PUT /api/progress/topics/{chunkId} and
// POST /api/progress/videos/{videoId}. The learner is always the session's; a body naming another is not read.

/** Each event carries an id its sender made up; the server applies an id once per learner. */
const eventId = z.uuid({ error: PROGRESS_MSG.eventId });

export const topicEventSchema = z.object({
  eventId,
  done: z.boolean({ error: PROGRESS_MSG.topicDone }),
  via: z.enum(['read', 'ticked'], { error: PROGRESS_MSG.topicVia }).default('ticked'),
});
export type TopicEvent = z.output<typeof topicEventSchema>;

/** The longest played segment one event may carry: a player reports every few seconds while it plays. */
export const MAX_SEGMENT_SECONDS = 30;
const MAX_SECONDS = 86_400;

const seconds = (error: string) => z.number({ error }).min(0, error).max(MAX_SECONDS, error);

/**
 * A player's report. The server measures against the length it read from the video's file and against its own clock
 * (lib/progress/watch-clock.ts); `duration` is still accepted from older players but never read, and a position or a
 * segment past the real end is cut at it.
 */
export const videoEventSchema = z.object({
  eventId,
  /** Accepted for compatibility, not trusted: the server knows the length of each video. */
  duration: seconds(PROGRESS_MSG.duration).optional(),
  /** Where the player is: the resume point. A seek moves it and adds nothing to what was played. */
  position: seconds(PROGRESS_MSG.position),
  /** A segment actually played since the last event, if any. */
  played: z
    .object({ from: seconds(PROGRESS_MSG.playedWithin), to: seconds(PROGRESS_MSG.playedWithin) })
    .refine((range) => range.to > range.from, PROGRESS_MSG.playedOrder)
    .refine((range) => range.to - range.from <= MAX_SEGMENT_SECONDS, PROGRESS_MSG.playedTooLong(MAX_SEGMENT_SECONDS))
    .optional(),
});
export type VideoEvent = z.output<typeof videoEventSchema>;
