'use client';

import { useApiRead } from '@/components/data/use-api-read';
import { ReadStateView } from '@/components/data/read-state-view';
import { OWN_PROFILE_PATH, parseOwnProfile } from '@/lib/users/own-profile-read';
import { ProfileActions } from './profile-actions';
import { ProfileCard } from './profile-card';

const PROFILE_READ = {
  parse: parseOwnProfile,
  messages: { failed: 'Your profile could not be loaded. Try again.', noData: 'The profile reply could not be read. Try again.' },
};

/**
 * The signed-in user's profile, read in the browser (GET /api/users/me): the page's HTML is the same for everyone
 * (docs/architecture.md#shared-portal-pages). Until the reply comes a loading status shows (`profile-loading`); a
 * failure shows with Try again; a 401 logs out to /login. A change made in one of the dialogs reads it again behind
 * what is shown.
 */
export function OwnProfile() {
  const { state, retry, refresh } = useApiRead(OWN_PROFILE_PATH, PROFILE_READ);
  return (
    <ReadStateView state={state} retry={retry} hook="profile" loading="Loading your profile…">
      {(user) => (
        <>
          <ProfileActions user={{ id: user.id, username: user.username, email: user.email }} onChanged={refresh} />
          <div className="mt-6">
            {/* docs/product.md#users-and-roles: an admin's profile shows no student ID. */}
            <ProfileCard user={user} showStudentId={user.role !== 'admin'} />
          </div>
        </>
      )}
    </ReadStateView>
  );
}
