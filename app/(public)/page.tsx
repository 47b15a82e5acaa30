import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AdsSection } from '@/components/home/ads-section';
import { ClosingCtaSection } from '@/components/home/closing-cta-section';
import { CommentsSection } from '@/components/home/comments-section';
import { HeroSection } from '@/components/home/hero-section';
import { ProgramsSection } from '@/components/home/programs-section';
import { ScheduleSection } from '@/components/home/schedule-section';
import { WhyTestingSections } from '@/components/home/why-testing-sections';
import { listAds } from '@/lib/ads/queries';
import { listLearningCourses } from '@/lib/learning/queries';
import { listPublicReviews } from '@/lib/reviews/queries';
import { listSchedule } from '@/lib/schedule/queries';

export const metadata: Metadata = {
  title: { absolute: 'QA Academy — Project-Based Testing Training' },
};

// docs/product.md#home-page: the home page shows at most three courses.
const HOME_COURSE_COUNT = 3;

/**
 * Home (docs/product.md#home-page), in the spec's order. Content comes from cached queries, refreshed when an
 * admin changes it.
 */
export default async function HomePage() {
  // Rendered per request (never prerendered at build, when no database may exist); the cached
  // queries below mean a view does not reach the database.
  await connection();
  const [courses, schedule, ads, reviews] = await Promise.all([listLearningCourses(), listSchedule(), listAds(), listPublicReviews()]);

  return (
    <>
      <HeroSection />
      <ProgramsSection courses={courses.slice(0, HOME_COURSE_COUNT)} />
      <ScheduleSection rows={schedule} />
      <AdsSection ads={ads} />
      <WhyTestingSections />
      <CommentsSection reviews={reviews} />
      <ClosingCtaSection />
    </>
  );
}
