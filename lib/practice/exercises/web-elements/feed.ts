import { FEED_BATCH, FEED_TOTAL } from './timings';

// The infinite-scroll feed (docs/practice/web-elements.md#infinite-scroll): 50 fixed items, served ten
// at a time by GET /api/practice/v1/web-elements/feed?offset=N. Plain data for the server and the page.

export interface FeedItem {
  id: number;
  title: string;
  text: string;
}

export interface FeedPage {
  items: FeedItem[];
  /** Where the next batch starts; null after the last item. */
  nextOffset: number | null;
  total: number;
}

const TIPS = [
  'Wait for a state, never for a fixed time.',
  'Select by role, label or a test hook, not by a generated id.',
  'Check the status of every link, not only that it is there.',
  'A broken image still needs alt text.',
  'Sort numbers as numbers, and test with mixed digit counts.',
  'Filters should ignore case unless the sheet says otherwise.',
  'The last page of a table is where off-by-one errors hide.',
  'Download the file and compare its bytes, not only its name.',
  'Upload a file one byte over the limit.',
  'Scroll until the end and check that nothing repeats.',
];

export function feedItem(id: number): FeedItem {
  return { id, title: `Item ${id}`, text: TIPS[(id - 1) % TIPS.length] };
}

/**
 * The batch starting at `offset`. With `repeatBatch` (planted defect WEB-06) the third batch repeats
 * items 11–20 instead of 21–30, and the feed still moves on to 31.
 */
export function feedPage(offset: number, { repeatBatch = false } = {}): FeedPage {
  const start = repeatBatch && offset === 2 * FEED_BATCH ? FEED_BATCH : offset;
  const end = Math.min(start + FEED_BATCH, FEED_TOTAL);
  const items = Array.from({ length: Math.max(0, end - start) }, (_, i) => feedItem(start + i + 1));
  const next = offset + FEED_BATCH;
  return { items, nextOffset: next < FEED_TOTAL ? next : null, total: FEED_TOTAL };
}

/** The feed API's reply as the page reads it; null when the body is not that. */
export function parseFeedPage(body: unknown): FeedPage | null {
  const page = body as Partial<FeedPage> | null;
  if (!page || !Array.isArray(page.items) || typeof page.total !== 'number') return null;
  if (page.nextOffset !== null && typeof page.nextOffset !== 'number') return null;
  const itemsOk = page.items.every((item) => item && typeof item.id === 'number' && typeof item.title === 'string' && typeof item.text === 'string');
  return itemsOk ? (page as FeedPage) : null;
}
