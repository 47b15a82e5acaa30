import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Course Schedule' };

export default async function AdminCourseSchedulePage() {
  await requireRole('admin');
  return (
    <PagePlaceholder
      eyebrow="Admin Panel"
      title="Course Schedule"
      note="The schedule table (course, start date, weekdays, demo date, duration, time and fee), adding new rows and removing them arrive with the admin release."
    />
  );
}
