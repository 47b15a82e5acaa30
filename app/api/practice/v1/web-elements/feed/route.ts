import { setTimeout as sleep } from 'node:timers/promises';
import { otherMethods } from '@/lib/api/methods';
import { parseOrThrow } from '@/lib/api/parse-or-throw';
import { withRoute } from '@/lib/api/route';
import { recordDefectEvidence } from '@/lib/practice/bug-hunt/evidence';
import { isBugModeOn } from '@/lib/practice/bug-mode';
import { feedPage } from '@/lib/practice/exercises/web-elements/feed';
import { feedQuery } from '@/lib/practice/exercises/web-elements/schemas';
import { FEED_DELAY_MS } from '@/lib/practice/exercises/web-elements/timings';

// GET /api/practice/v1/web-elements/feed?offset=N → { items, nextOffset, total }: ten items of the
// infinite-scroll list, answered after a fixed 500 ms (the wait learners practise); offset 0–49.
export const GET = withRoute({ access: 'user' }, async ({ request, session }) => {
  const query = parseOrThrow(feedQuery, Object.fromEntries(new URL(request.url).searchParams));
  // Planted defect WEB-06: with bug mode on, the third batch repeats items 11–20.
  const repeatBatch = await isBugModeOn(session.identity.userId);
  await sleep(FEED_DELAY_MS);
  const page = feedPage(query.offset, { repeatBatch });
  if (repeatBatch && page.items[0]?.id !== query.offset + 1) await recordDefectEvidence(session.identity.userId, 'WEB-06');
  return page;
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
