import 'server-only';
import { isSheetMirrorConfigured } from '../../schedule/sheet/config';
import type { Db } from '../types';
import { ensureAdmin, type EnsureAdminResult } from './admin';
import { seedAds, type SeedAdsResult } from './ads';
import { seedCourses, type SeedCoursesResult } from './courses';
import { seedReviews } from './reviews';
import { seedSchedule } from './schedule';
import { seedStudents, type SeedStudentsResult } from './students';
import { seedTrainingVideos, type SeedVideosResult } from './training-videos';

export interface SeedSummary {
  admin: EnsureAdminResult;
  courses: SeedCoursesResult;
  scheduleRows: number;
  students: SeedStudentsResult;
  reviews: number;
  ads: SeedAdsResult;
  videos: SeedVideosResult;
}

/**
 * Brings a fresh database to a usable, presentable state and is safe to run on every start:
 * each step only fills a table that is empty, so nothing is duplicated or overwritten.
 * Order matters: enrolments and training videos need the courses, reviews need their authors.
 */
export async function seedDatabase(db: Db, log: (line: string) => void = console.log): Promise<SeedSummary> {
  const admin = await ensureAdmin(db, log);
  const courses = await seedCourses(db);
  // With a Google Sheet configured the schedule comes from the sheet (one-time import), not demo rows.
  const scheduleRows = isSheetMirrorConfigured() ? 0 : await seedSchedule(db);
  const students = await seedStudents(db);
  const reviews = await seedReviews(db);
  const ads = await seedAds(db);
  const videos = await seedTrainingVideos(db);
  return { admin, courses, scheduleRows, students, reviews, ads, videos };
}

/** One line for logs, e.g. "Seeded: 3 courses (17 chunks), 4 schedule rows, ...", or that nothing was needed. */
export function describeSeedSummary(summary: SeedSummary): string {
  const parts = [
    summary.admin.created && `admin account ${summary.admin.email}`,
    summary.courses.courses > 0 && `${summary.courses.courses} courses (${summary.courses.chunks} learning chunks)`,
    summary.scheduleRows > 0 && `${summary.scheduleRows} schedule rows`,
    summary.students.students > 0 &&
      `${summary.students.students} demo students (${summary.students.enrollments} enrollments)`,
    summary.reviews > 0 && `${summary.reviews} reviews`,
    summary.ads.ads > 0 && `${summary.ads.ads} ads`,
    summary.ads.filesRestored > 0 && `${summary.ads.filesRestored} missing ad images regenerated`,
    summary.videos.videos > 0 && `${summary.videos.videos} training videos`,
    summary.videos.filesRestored > 0 && `${summary.videos.filesRestored} missing training video files restored`,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? `Seeded: ${parts.join(', ')}.` : 'Seed: nothing to add, the database already has its data.';
}

export type { EnsureAdminResult } from './admin';
