import 'server-only';
import type { SessionInfo } from '@/lib/auth/session';

// Who is calling the Book List API: the one place that decides it (docs/practice/book-list.md#authentication).
// Today a learner calls with their session (the login's cookie, or its token as `Authorization: Bearer`), through
// withRoute's 'user' access. When the practice credentials land (personal access tokens, OAuth client
// credentials), this file changes alone: the access kind below and the learner read from the route's context.

/** The withRoute access every Book List route declares. */
export const BOOK_LIST_ACCESS = 'user' as const;

/** The learner whose shelf a request reads and writes. */
export function learnerIdOf(ctx: { session: SessionInfo }): string {
  return ctx.session.identity.userId;
}
