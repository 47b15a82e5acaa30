'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { logout } from '@/components/auth/logout';
import type { Notice } from '@/components/ui/notice-banner';
import type { PublicAd } from '@/lib/ads/queries';
import { replyNotice, requestJson } from '@/lib/client/post-json';
import { AD_MSG } from '@/lib/messages';

/** DELETE /api/ads/{id} after a confirmation; `onDone` gets the notice to show and reloads the grid. */
export function useDeleteAd(onDone: (notice: Notice) => void) {
  const router = useRouter();
  const [deletingId, setDeletingId] = useState<number | null>(null);

  async function deleteAd(ad: PublicAd) {
    if (!window.confirm(`${AD_MSG.confirmDelete}\n\n“${ad.title}”`)) return;
    setDeletingId(ad.id);
    const reply = await requestJson(`/api/ads/${ad.id}`, { method: 'DELETE' });
    setDeletingId(null);
    if (reply.status === 401) {
      await logout(router.push);
      return;
    }
    // 404: already deleted (another tab or admin), which is what was asked.
    if (reply.status === 200 || reply.status === 404) {
      onDone({ status: 200, message: `Deleted the ad “${ad.title}”.` });
      return;
    }
    onDone(replyNotice(reply, AD_MSG.deleteFailed));
  }

  return { deletingId, deleteAd };
}
