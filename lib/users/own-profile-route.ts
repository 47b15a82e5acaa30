import { notFound } from '../api/errors';
import { withRoute } from '../api/route';
import { findUserProfile } from './profile';

/**
 * GET /api/users/me: the caller's own user, the object GET /api/users/{their id} answers. The profile page is the same
 * HTML for everyone (docs/architecture.md#shared-portal-pages) and asks this once it loads, so the page needs no id.
 * Here in lib/ rather than under app/ because the fast path calls it too (lib/fast-path/serve-own-profile.ts).
 */
export const getOwnProfile = withRoute({ access: 'user' }, async ({ session }) => {
  const profile = await findUserProfile(session.identity.userId);
  // A live session whose account is gone.
  if (!profile) throw notFound('User not found.');
  return profile;
});
