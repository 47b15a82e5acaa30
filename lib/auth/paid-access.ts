import 'server-only';
import { forbidden } from '../api/errors';
import type { SessionInfo } from './session';

// SPEC §4 (without the trailing '... ⚔️' the page adds).
export const UNPAID_MESSAGE = 'Please pay your bill to access all videos.';

/** Training videos are for paid students and admins (DESIGN §3), checked on every request. */
export function assertPaidOrAdmin(session: SessionInfo): void {
  if (session.identity.role !== 'admin' && session.identity.payment !== 'yes') throw forbidden(UNPAID_MESSAGE);
}
