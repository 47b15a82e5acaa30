import type { Metadata } from 'next';
import { ScheduleManager } from '@/components/admin/schedule/schedule-manager';
import { SheetMirrorStatusLine } from '@/components/admin/schedule/sheet-mirror-status';
import { PortalPage } from '@/components/layout/portal-page';
import { requireRole } from '@/lib/auth/guards';
import { listCoursesForRegistration } from '@/lib/courses/queries';
import { scheduleSheetMirrorStatus } from '@/lib/schedule/sheet/mirror';

export const metadata: Metadata = { title: 'Course Schedule' };

// The table is read in the browser, so the page can show its loading line (docs/product.md#admin-schedule) and
// reload after each change.
export default async function AdminCourseSchedulePage() {
  await requireRole('admin');
  // The catalogue the form picks a batch's course from (docs/product.md#admin-schedule).
  const courses = await listCoursesForRegistration();
  return (
    <PortalPage
      eyebrow="Admin Panel"
      title="Course Schedule"
      width="full"
      intro="The batches students can join. Changes show on the home page’s Course Schedule table at once."
    >
      <div className="space-y-6">
        <SheetMirrorStatusLine status={scheduleSheetMirrorStatus()} />
        <ScheduleManager courses={courses} />
      </div>
    </PortalPage>
  );
}
