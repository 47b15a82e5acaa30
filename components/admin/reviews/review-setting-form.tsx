'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { logout } from '@/components/auth/logout';
import { Button } from '@/components/ui/button';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { jsonBody, replyNotice, requestJson } from '@/lib/client/post-json';
import { REVIEW_MSG } from '@/lib/messages';

/**
 * Whether new reviews wait for approval (docs/product.md#admin-reviews). Off by default: the spec's behaviour, a review
 * is on the home page at once and the admin hides it if needed.
 */
export function ReviewSettingForm({ approveFirst }: { approveFirst: boolean }) {
  const router = useRouter();
  const boxId = useId();
  const [checked, setChecked] = useState(approveFirst);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const reply = await requestJson('/api/trainer/review-settings', { method: 'PUT', ...jsonBody({ approveFirst: checked }) });
    setBusy(false);
    if (reply.status === 401) return logout(router.push);
    setNotice(replyNotice(reply, REVIEW_MSG.actionFailed));
    if (reply.status === 200) router.refresh();
  }

  return (
    <form onSubmit={(event) => void save(event)} aria-label="Review moderation setting" data-test="review-setting-form" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <input id={boxId} type="checkbox" checked={checked} onChange={(event) => setChecked(event.target.checked)} className="mt-1 size-4" data-test="review-approve-first" />
        <label htmlFor={boxId} className="text-slate-800">
          New reviews wait for my approval before the home page shows them
          <span className="block text-sm text-slate-600">Off: a review is on the home page as soon as it is posted, and you can hide it here.</span>
        </label>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" busy={busy} data-test="review-setting-save">
          Save setting
        </Button>
        <NoticeBanner notice={notice} />
      </div>
    </form>
  );
}
