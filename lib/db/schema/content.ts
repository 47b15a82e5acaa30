import { bigint, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { courses } from './courses';

export const trainingVideos = pgTable('training_videos', {
  id: serial().primaryKey(),
  // Server-generated storage name; never the uploader's file name.
  videoName: text().notNull().unique(),
  // Title/description shown with the video ("content" in docs/product.md#data-model).
  content: text().notNull(),
  mimeType: text().notNull(),
  sizeBytes: bigint({ mode: 'number' }).notNull(),
  /**
   * The length read from the stored file by the server (lib/trainings/video-duration.ts), never the player's: what
   * "watched" is measured against. Null with `durationReadAt` null: not read yet (read on first use); null with it
   * set: the file's length could not be read, and the video counts toward no one's progress until replaced.
   */
  durationSeconds: doublePrecision(),
  durationReadAt: timestamp({ withTimezone: true }),
  uploadedBy: text().references(() => users.id, { onDelete: 'set null' }),
  /**
   * The catalogue course the video belongs to (docs/product.md#admin-videos); null: "All courses", counted in every
   * course's video measure. Removing a course keeps its videos, for all courses.
   */
  courseId: integer().references(() => courses.id, { onDelete: 'set null' }),
  /**
   * The key the admin's browser made for this upload (lib/trainings/upload-cancel.ts): a cancel names it, so a video
   * the server stored just before the cancel arrived is removed again. Null for an upload sent without one.
   */
  uploadKey: text().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Uploads an admin cancelled, by the key their browser made: an upload under one of these keys that arrives (or
 * finishes) after the cancel is not kept. Kept a day: an upload does not outlive that.
 */
export const cancelledUploads = pgTable('cancelled_uploads', {
  key: text().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const ads = pgTable('ads', {
  id: serial().primaryKey(),
  title: text().notNull(),
  type: text().$type<'image' | 'video'>().notNull(),
  media: text().notNull(),
  mimeType: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const REVIEW_STATUSES = ['published', 'pending', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    /**
     * Moderation (docs/product.md#admin-reviews): only 'published' reviews reach the home page; 'pending' ones wait for
     * the admin's approval (when the site asks for it), 'hidden' ones were taken down by the admin.
     */
    status: text().$type<ReviewStatus>().notNull().default('published'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_user_id_idx').on(t.userId), index('reviews_status_idx').on(t.status)],
);

// A schedule row (docs/product.md#data-model); the database is the source of truth, a Google Sheet only mirrors it.
export const courseSchedule = pgTable('course_schedule', {
  id: serial().primaryKey(),
  projectId: text().notNull(),
  /**
   * The catalogue course the batch teaches (docs/product.md#admin-schedule); null only for a batch kept from before
   * batches named their course, whose free-text name matched none (or from the sheet's one-time import).
   */
  courseId: integer().references(() => courses.id, { onDelete: 'set null' }),
  /** The name the Course Name column shows: the course's name when the batch was last saved. */
  projectName: text().notNull(),
  startDate: text().notNull(),
  weekdays: text().notNull(),
  demoDate: text().notNull(),
  duration: text().notNull(),
  meetingTime: text().notNull(),
  fee: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial().primaryKey(),
  name: text().notNull(),
  phone: text().notNull(),
  email: text().notNull(),
  message: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
