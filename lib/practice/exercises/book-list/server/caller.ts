import 'server-only';
import type { PracticeCaller } from '@/lib/practice/credentials/caller-cache';

// Who is calling the Book List API: the one place that decides it (docs/practice/book-list.md#authentication).
// A learner's tools call it with a practice credential, a personal access token or an OAuth access token, sent as
// `Authorization: Bearer <token>` (withRoute's 'practice-token' access, lib/practice/credentials/bearer-check.ts).
// The site's session cookie is not one: a cookie alone is a 401 with `WWW-Authenticate: Bearer`, answered as a
// problem detail like every other refusal of this API.

/** The withRoute access every Book List route declares. */
export const BOOK_LIST_ACCESS = 'practice-token' as const;

/** The learner whose shelf a request reads and writes: the owner of the token, never anyone else. */
export function learnerIdOf(ctx: { caller: PracticeCaller }): string {
  return ctx.caller.userId;
}
