import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { requireRole } from '@/lib/auth/guards';
import { isEnrolledIn } from '@/lib/my-learning/queries';
import { serialId } from '@/lib/validation/params';

/**
 * A course view's access check (docs/product.md#my-learning), made before the page's loading state streams, so a
 * course the learner is not enrolled in answers a real 404. The page checks again when it reads the course.
 */
export default async function MyCourseLayout({ children, params }: { children: ReactNode; params: Promise<{ courseId: string }> }) {
  const { identity } = await requireRole('student');
  const courseId = serialId.safeParse((await params).courseId);
  if (!courseId.success || !(await isEnrolledIn(identity.userId, courseId.data))) notFound();
  return children;
}
