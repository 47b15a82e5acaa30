import { useId } from 'react';
import { DeleteButton } from '@/components/admin/shared/delete-button';
import { adMediaUrl } from '@/lib/ads/media-url';
import type { PublicAd } from '@/lib/ads/queries';
import { AdMedia } from './ad-media';

interface AdCardProps {
  ad: PublicAd;
  deleting: boolean;
  onEdit: (ad: PublicAd) => void;
  onDelete: (ad: PublicAd) => void;
}

const TYPE_LABEL = { image: 'Image', video: 'Video' } as const;

/** One ad in the admin grid (docs/product.md#admin-ads): its media, title and type, with Edit and Delete. */
export function AdCard({ ad, deleting, onEdit, onDelete }: AdCardProps) {
  const titleId = useId();
  return (
    <li data-test="ad-card" aria-labelledby={titleId} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[2/1] bg-slate-900">
        <AdMedia src={adMediaUrl(ad.media)} type={ad.type} label={`${TYPE_LABEL[ad.type]} of the ad ${ad.title}`} testId="ad-card-media" className="absolute inset-0 size-full" />
        <span
          data-test="ad-card-type"
          className="pointer-events-none absolute top-2 left-2 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-slate-800 shadow"
        >
          {TYPE_LABEL[ad.type]}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-4">
        {/* h2: the cards sit right under the page's h1, and heading levels may not skip one. */}
        <h2 id={titleId} data-test="ad-card-title" className="break-words font-semibold text-ink">
          {ad.title}
        </h2>
        <div className="mt-auto flex gap-2">
          <button
            type="button"
            onClick={() => onEdit(ad)}
            disabled={deleting}
            aria-label={`Edit ${ad.title}`}
            data-test="edit-ad"
            className="flex-1 cursor-pointer rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            Edit
          </button>
          <DeleteButton deleting={deleting} onClick={() => onDelete(ad)} aria-label={`Delete ${ad.title}`} data-test="delete-ad" className="flex-1 py-2" />
        </div>
      </div>
    </li>
  );
}
