'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { logout } from '@/components/auth/logout';
import { Spinner } from '@/components/accounts/spinner';
import { Button } from '@/components/ui/button';
import { fetchReply } from '@/lib/client/post-json';
import { parseFeedPage, type FeedItem } from '@/lib/practice/exercises/web-elements/feed';
import { FEED_BATCH, FEED_DELAY_MS, FEED_TOTAL } from '@/lib/practice/exercises/web-elements/timings';
import { SectionCard } from '@/components/practice/section-card';
import { WAITING_BUTTON } from './waiting-button';

// Infinite scroll (docs/practice/web-elements.md#infinite-scroll): the list asks the feed API for ten more
// items when its last line (the sentinel) scrolls into view inside the list box, up to 50, then says
// "No more items". "Load more" does the same for keyboard and switch users.

const FEED_API = '/api/practice/v1/web-elements/feed';

export function InfiniteFeed() {
  const router = useRouter();
  const [items, setItems] = useState<FeedItem[]>([]);
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);
  // Refs, not state: the observer's callback and a double press must see the latest values at once.
  const nextOffset = useRef<number | null>(0);
  const busy = useRef(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLLIElement>(null);

  async function loadMore() {
    const offset = nextOffset.current;
    if (busy.current || offset === null) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    const reply = await fetchReply(`${FEED_API}?offset=${offset}`);
    busy.current = false;
    setLoading(false);
    if (reply.status === 401) {
      await logout(router.push);
      return;
    }
    const page = reply.status === 200 ? parseFeedPage(reply.data) : null;
    if (!page) {
      setFailed(true);
      return;
    }
    nextOffset.current = page.nextOffset;
    setItems((current) => [...current, ...page.items]);
    setDone(page.nextOffset === null);
  }

  const sentinelSeen = useEffectEvent(() => void loadMore());

  useEffect(() => {
    const box = boxRef.current;
    const sentinel = sentinelRef.current;
    if (!box || !sentinel) return;
    // The first batch loads this way too: in the empty list the sentinel is in view at once.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) sentinelSeen();
    }, { root: box });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);

  // A batch has shown. If the end of the list is still in view (scrolled there while the batch was on its
  // way), the observer saw no change and stays silent, so ask for the next batch here.
  useEffect(() => {
    const box = boxRef.current;
    const sentinel = sentinelRef.current;
    if (items.length === 0 || done || !box || !sentinel) return;
    const view = box.getBoundingClientRect();
    const end = sentinel.getBoundingClientRect();
    if (end.top < view.bottom && end.bottom > view.top) sentinelSeen();
  }, [items, done]);

  return (
    <SectionCard
      size="roomy"
      headingId="we-feed-title"
      title="Infinite scroll"
      description={`Scroll the list: ${FEED_BATCH} more items load (about ${FEED_DELAY_MS} ms) each time its end comes into view, up to ${FEED_TOTAL}.`}
      testId="section-feed"
    >
      <div
        ref={boxRef}
        role="region"
        aria-label="Item list"
        tabIndex={0}
        data-test="feed-box"
        className="h-80 overflow-y-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ol data-test="feed-list" className="divide-y divide-slate-100">
          {items.map((item, index) => (
            // Keyed by position: the list is only ever appended to.
            <li key={index} data-test="feed-item" data-item-id={item.id} className="px-4 py-2.5">
              <p className="font-semibold text-ink">{item.title}</p>
              <p className="text-sm text-slate-600">{item.text}</p>
            </li>
          ))}
          <li ref={sentinelRef} data-test="feed-sentinel" aria-hidden="true" className="h-px" />
        </ol>
      </div>
      <div aria-live="polite" className="mt-3 flex min-h-6 flex-wrap items-center gap-3 text-sm text-slate-700">
        <span data-test="feed-count">
          Showing {items.length} of {FEED_TOTAL} items
        </span>
        {loading ? (
          <span data-test="feed-loading" className="flex items-center gap-2">
            <Spinner className="h-4 w-4" /> Loading more items…
          </span>
        ) : null}
        {done ? (
          <span data-test="feed-end" className="font-semibold">
            No more items
          </span>
        ) : null}
        {failed ? (
          <span role="alert" data-test="feed-error" className="text-red-800">
            The items could not be loaded. Press “Load more” to try again.
          </span>
        ) : null}
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={loading || done || undefined}
        onClick={() => void loadMore()}
        data-test="feed-load-more"
        className={`mt-3 ${WAITING_BUTTON}`}
      >
        Load more
      </Button>
    </SectionCard>
  );
}
