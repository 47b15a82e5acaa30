import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProfileActions } from '@/components/profile/profile-actions';
import { ProfileCard } from '@/components/profile/profile-card';
import { requireRole } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getUserProfile } from '@/lib/users/profile';

export const metadata: Metadata = { title: 'Profile' };

/** SPEC §2.4 student profile, also reached by admins (SPEC §6), who do not see a student ID. */
export default async function StudentProfilePage() {
  const { identity } = await requireRole('student');
  const user = await getUserProfile(await getDb(), identity.userId);
  // A live session whose account is gone: nothing to show (a redirect to /login could loop).
  if (!user) notFound();

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Student Portal</p>
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
