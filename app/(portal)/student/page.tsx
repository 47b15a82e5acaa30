import type { Metadata } from 'next';
import { ProfilePage } from '@/components/profile/profile-page';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Profile' };

/** SPEC §2.4 student profile, also reached by admins (SPEC §6), who do not see a student ID. */
export default async function StudentProfilePage() {
  return <ProfilePage session={await requireRole('student')} portalTitle="Student Portal" />;
}
