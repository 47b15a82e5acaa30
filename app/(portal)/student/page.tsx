import type { Metadata } from 'next';
import { ProfilePage } from '@/components/profile/profile-page';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Profile' };

/**
 * The student profile (docs/product.md#profile), also reached by admins (docs/product.md#users-and-roles), who
 * do not see a student ID.
 */
export default async function StudentProfilePage() {
  return <ProfilePage session={await requireRole('student')} portalTitle="Student Portal" />;
}
