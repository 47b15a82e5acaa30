'use client';

import { useState } from 'react';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { usePageNotice } from '@/components/ui/use-page-notice';
import type { PublicAd } from '@/lib/ads/queries';
import { AdFormModal } from './ad-form-modal';
import { AdGrid } from './ad-grid';
import { useApiRead } from '@/components/data/use-api-read';
import { arrayBody } from '@/lib/client/read-api';
import { AD_MSG } from '@/lib/messages';
import { useDeleteAd } from './use-delete-ad';
import { buttonClasses } from '@/components/ui/button-styles';

/** Which ad the modal edits: null creates a new one; no modal when the whole value is null. */
type Editing = { ad: PublicAd | null } | null;

/** The Advertisement screen (docs/product.md#admin-ads): the grid, the create/edit modal and deletion. */
export function AdsManager() {
  // A change re-reads the list behind the current grid, so it does not flash a loading state.
  const { state: list, refresh: reload } = useApiRead<PublicAd[]>('/api/ads', {
    parse: arrayBody<PublicAd>,
    messages: { failed: AD_MSG.fetchFailed, noData: AD_MSG.fetchFailed },
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = usePageNotice();
  const { deletingId, deleteAd } = useDeleteAd((result) => {
    setNotice(result);
    reload();
  });

  function handleSaved() {
    setNotice({ status: 200, message: editing?.ad ? AD_MSG.updated : AD_MSG.created });
    setEditing(null);
    reload();
  }

  const count = list.phase === 'ready' ? list.data.length : null;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-600" data-test="ads-count">
          {count === null ? 'Images and videos shown in the Digital Outreach carousel.' : `${count} ${count === 1 ? 'ad' : 'ads'} in the Digital Outreach carousel.`}
        </p>
        <button
          type="button"
          onClick={() => setEditing({ ad: null })}
          data-test="create-ad"
          className={buttonClasses('primary')}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
            <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
          </svg>
          Create Ad
        </button>
      </div>
      <NoticeBanner notice={notice} />
      <AdGrid list={list} deletingId={deletingId} onRetry={reload} onEdit={(ad) => setEditing({ ad })} onDelete={deleteAd} />
      <AdFormModal
        open={editing !== null}
        editing={editing?.ad ?? null}
        onCancel={() => setEditing(null)}
        onSaved={handleSaved}
        onAbandoned={reload}
      />
    </div>
  );
}
