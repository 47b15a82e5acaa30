import type { Metadata } from 'next';
import { ProfilePage } from '@/components/profile/profile-page';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Profile' };

/** The admin profile (docs/product.md#profile): the profile screen without the student ID. */
export default async function AdminProfilePage() {
  await requireRole('admin');
  return <ProfilePage portalTitle="Admin Panel" />;
}
