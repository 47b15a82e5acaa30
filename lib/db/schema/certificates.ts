import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { CertificateEvidence } from '../../certificates/evidence-types';
import { users } from './auth';
import { bytes } from './bytes';
import { courses } from './courses';

// Certificates and the rules that earn them (docs/architecture.md#progress-and-certificates).

/** What completes a course: every requirement that is set must be met. One rule per course. */
export const certificateRules = pgTable('certificate_rules', {
  courseId: integer()
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  allTopics: boolean().notNull().default(false),
  /** Share of the training videos watched, 1–100; null: not required. */
  videoPercent: integer(),
  exercises: integer(),
  defects: integer(),
  challenges: integer(),
  /** Suite score (lib/practice/suite-score): at least `suitePercent` % on `suiteExercises` exercises; both or neither. */
  suitePercent: integer(),
  suiteExercises: integer(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A certificate, issued once per learner and course: the unique (user, course) pair is what makes two evaluations
 * racing each other issue one. The learner's name and the course's name are kept as they were at issue, so the
 * certificate says what it said that day; a deleted course leaves its certificates standing (course_id null).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial().primaryKey(),
    /** The public verification code (lib/certificates/codes.ts). */
    code: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer().references(() => courses.id, { onDelete: 'set null' }),
    learnerName: text().notNull(),
    courseName: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * What the learner had done and how the server knew it, as it stood at issue (lib/certificates/evidence.ts):
     * the page and the PDF say how each requirement was verified. Null on certificates issued before it was kept.
     */
    evidence: jsonb().$type<CertificateEvidence>(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
    revokedBy: text().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [unique('certificates_user_course_unique').on(t.userId, t.courseId), index('certificates_issued_at_idx').on(t.issuedAt)],
);

/**
 * A certificate's PDF as last rendered, with the hash of everything it prints (lib/certificates/pdf-cache.ts): a
 * download whose certificate still hashes the same is served from here without rendering, on every instance (the
 * database is what they share). Revoking, or anything else the PDF prints changing, changes the hash.
 */
export const certificatePdfs = pgTable('certificate_pdfs', {
  code: text()
    .primaryKey()
    .references(() => certificates.code, { onDelete: 'cascade' }),
  contentHash: text().notNull(),
  pdf: bytes().notNull(),
  renderedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
