'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { logout } from '@/components/auth/logout';
import type { PublicAd } from '@/lib/ads/queries';
import { fetchReply } from '@/lib/client/post-json';

export type AdList = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; ads: PublicAd[] };

/**
 * GET /api/ads for the admin grid. `reload` reads the list again after a change; the current grid stays on
 * screen meanwhile, so a refresh does not flash a loading state. A 401 logs out
 * (docs/product.md#expired-sessions).
 */
export function useAdList(): { list: AdList; reload: () => void } {
  const router = useRouter();
  const [list, setList] = useState<AdList>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchReply<PublicAd[]>('/api/ads', { cache: 'no-store', signal: controller.signal }).then(
      ({ status, data }) => {
        if (status === 401) {
          void logout(router.push);
          return;
        }
        setList(status === 200 && Array.isArray(data) ? { status: 'ready', ads: data } : { status: 'failed' });
      },
      // Aborted: a newer read or leaving the page replaced this one.
      () => undefined,
    );
    return () => controller.abort();
  }, [version, router]);

  const reload = useCallback(() => {
    setList((current) => (current.status === 'failed' ? { status: 'loading' } : current));
    setVersion((value) => value + 1);
  }, []);

  return { list, reload };
}
