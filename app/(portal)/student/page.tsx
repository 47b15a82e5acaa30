import type { Metadata } from 'next';
import { ProfilePage } from '@/components/profile/profile-page';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Profile' };

/**
 * The student profile (docs/product.md#profile), also reached by admins (docs/product.md#users-and-roles), who
 * do not see a student ID. The same HTML for every learner (the profile arrives in the browser), kept once for all
 * by the fast path (docs/architecture.md#shared-portal-pages).
 */
export default async function StudentProfilePage() {
  await requireRole('student');
  return <ProfilePage portalTitle="Student Portal" />;
}
