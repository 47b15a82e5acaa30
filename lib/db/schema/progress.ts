import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { trainingVideos } from './content';
import { learningChunks } from './courses';

// A learner's progress (docs/architecture.md#progress-and-certificates). Every row belongs to one learner and goes
// with the account; a topic's or a video's rows go with the topic or the video.

/**
 * Every progress event the server applied, once: the key (learner, event id) is what makes a replayed event change
 * nothing. It is also the learner's history for the activity chart and the trainer's timeline. Events the server
 * makes itself (an exercise completed) carry an id derived from what they record, so they too are kept once.
 */
export const progressEvents = pgTable(
  'progress_events',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: text().notNull(),
    /** 'topic-done' | 'topic-undone' | 'video' (lib/progress/event-kinds.ts). */
    kind: text().notNull(),
    /** What the event is about: a chunk id, a video id. */
    subject: text().notNull(),
    /** Seconds of video newly covered by a played segment (0 for every other event). */
    amount: doublePrecision().notNull().default(0),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] }), index('progress_events_user_at_idx').on(t.userId, t.at)],
);

/** A learning topic (a chunk) the learner read to its end or ticked; unticking deletes the row. */
export const topicProgress = pgTable(
  'topic_progress',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chunkId: integer()
      .notNull()
      .references(() => learningChunks.id, { onDelete: 'cascade' }),
    /** 'read' (scrolled to its end) or 'ticked' (marked done by hand). */
    via: text().notNull(),
    doneAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chunkId] })],
);

/**
 * What the learner played of one training video: the merged played ranges in seconds (only parts actually played;
 * a seek adds nothing), their total, the video's duration as the server knows it (0 while unknown), and where to
 * resume.
 */
export const videoProgress = pgTable(
  'video_progress',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer()
      .notNull()
      .references(() => trainingVideos.id, { onDelete: 'cascade' }),
    durationSeconds: doublePrecision().notNull(),
    /** Disjoint, sorted [from, to] pairs (lib/progress/played-ranges.ts). */
    played: jsonb().$type<[number, number][]>().notNull().default([]),
    playedSeconds: doublePrecision().notNull().default(0),
    positionSeconds: doublePrecision().notNull().default(0),
    /**
     * The server's playback clock (lib/progress/watch-clock.ts): when the learner's last report on this video
     * arrived, and the seconds of watching the time since then still allows. Null before the first report.
     */
    clockAt: timestamp({ withTimezone: true }),
    creditBudget: doublePrecision().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] })],
);

/**
 * The first time the server saw an exercise's clean journey completed (its completion rule,
 * lib/practice/server-exercise.ts). Kept when the learner later resets the exercise to practise again.
 */
export const exerciseCompletions = pgTable(
  'exercise_completions',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exercise: text().notNull(),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exercise] })],
);
