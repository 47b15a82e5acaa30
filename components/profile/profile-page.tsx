import { notFound } from 'next/navigation';
import { PortalPage } from '@/components/layout/portal-page';
import type { SessionInfo } from '@/lib/auth/session';
import { findUserProfile } from '@/lib/users/profile';
import { ProfileActions } from './profile-actions';
import { ProfileCard } from './profile-card';

/**
 * The profile screen shared by the student portal and the admin panel (docs/product.md#profile). The caller
 * has already checked the role; admins never see a student ID (docs/product.md#users-and-roles).
 */
export async function ProfilePage({ session, portalTitle }: { session: SessionInfo; portalTitle: string }) {
  const user = await findUserProfile(session.identity.userId);
  // A live session whose account is gone: nothing to show (a redirect to /login could loop).
  if (!user) notFound();

  return (
    <PortalPage eyebrow={portalTitle} title="Profile" width="narrow">
      <ProfileActions user={{ id: user.id, username: user.username, email: user.email }} />
      <div className="mt-6">
        <ProfileCard user={user} showStudentId={user.role !== 'admin'} />
      </div>
    </PortalPage>
  );
}
