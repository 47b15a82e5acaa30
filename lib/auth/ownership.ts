import 'server-only';
import { forbidden } from '../api/errors';
import type { SessionInfo } from './session';

/** A user may act on their own records; an admin on anyone's. Everything else is 403. */
export function assertSelfOrAdmin(session: SessionInfo, userId: string): void {
  if (session.identity.userId !== userId && session.identity.role !== 'admin') throw forbidden();
}
