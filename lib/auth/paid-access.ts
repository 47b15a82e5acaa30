import 'server-only';
import { forbidden } from '../api/errors';
import type { SessionInfo } from './session';

// docs/product.md#training-videos (without the trailing '... ⚔️' the page adds).
export const UNPAID_MESSAGE = 'Please pay your bill to access all videos.';

/** Training videos are for paid students and admins (docs/architecture.md#access-control), checked on every request. */
export function assertPaidOrAdmin(session: SessionInfo): void {
  if (session.identity.role !== 'admin' && session.identity.payment !== 'yes') throw forbidden(UNPAID_MESSAGE);
}
