import { publishToPeers } from '../cluster/peer-events';
import { forgetPracticeCredentialsHere } from '../practice/credentials/caller-cache';
import { forgetPracticeRepliesHere } from '../practice/reply-cache';
import { forgetProfileHere } from '../users/profile-cache';
import { forgetMediaAccessHere } from './media-access';
import { forgetSessionsHere } from './session-cache';

/**
 * A user's sessions ended or their account changed (logged out, password changed or reset, e-mail changed,
 * profile or payment updated, edited, banned or deleted by an admin): drops what this process remembers of
 * them (checked sessions, profiles, video grants, practice replies and practice credentials), then tells the other instances of the same database to do the same.
 * The next request of any of the user's devices is checked against the database again, everywhere.
 */
export function forgetUserAccess(userId: string): void {
  forgetUserAccessHere(userId);
  publishToPeers({ type: 'forget-user', userId });
}

/** The same, in this process only: what another instance's message asks for. */
export function forgetUserAccessHere(userId: string): void {
  forgetSessionsHere(userId);
  forgetProfileHere(userId);
  forgetMediaAccessHere(userId);
  // The fast path answers them only with a remembered session; dropped too, so none outlives a change of access.
  forgetPracticeRepliesHere(userId);
  // A banned or deleted learner's practice tokens must stop at once too; the lookup refuses them from the database.
  forgetPracticeCredentialsHere(userId);
}
