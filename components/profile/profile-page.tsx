import { notFound } from 'next/navigation';
import type { SessionInfo } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { getUserProfile } from '@/lib/users/profile';
import { ProfileActions } from './profile-actions';
import { ProfileCard } from './profile-card';

/**
 * The profile screen shared by the student portal and the admin panel (SPEC §2.4, §2.5). The caller
 * has already checked the role; admins never see a student ID (SPEC §6).
 */
export async function ProfilePage({ session, portalTitle }: { session: SessionInfo; portalTitle: string }) {
  const user = await getUserProfile(await getDb(), session.identity.userId);
  // A live session whose account is gone: nothing to show (a redirect to /login could loop).
  if (!user) notFound();

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{portalTitle}</p>
      <h1 id="page-title" className="mt-2 text-3xl font-bold tracking-tight text-ink">
        Profile
      </h1>
      <div className="mt-6">
        <ProfileActions user={{ id: user.id, username: user.username, email: user.email }} />
      </div>
      <div className="mt-6">
        <ProfileCard user={user} showStudentId={user.role !== 'admin'} />
      </div>
    </section>
  );
}
