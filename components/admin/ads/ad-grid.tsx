import type { PublicAd } from '@/lib/ads/queries';
import { AD_MSG } from '@/lib/messages';
import { AdCard } from './ad-card';
import type { ReadState } from '@/components/data/use-api-read';

interface AdGridProps {
  list: ReadState<PublicAd[]>;
  deletingId: number | null;
  onRetry: () => void;
  onEdit: (ad: PublicAd) => void;
  onDelete: (ad: PublicAd) => void;
}

const panelClass = 'rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600';

/** The ads grid with its loading, failed and empty states (docs/product.md#admin-ads, 'Failed to fetch ads.'). */
export function AdGrid({ list, deletingId, onRetry, onEdit, onDelete }: AdGridProps) {
  if (list.phase === 'loading') {
    return (
      <p role="status" data-test="ads-loading" className={panelClass}>
        Loading ads…
      </p>
    );
  }
  if (list.phase === 'failed') {
    return (
      <div role="alert" data-test="ads-error" className="rounded-2xl border border-red-300 bg-red-50 p-6 text-center text-red-800">
        <p>{AD_MSG.fetchFailed}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 cursor-pointer rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-100"
        >
          Try again
        </button>
      </div>
    );
  }
  if (list.data.length === 0) {
    return (
      <p data-test="ads-empty" className={panelClass}>
        No ads available
      </p>
    );
  }
  return (
    <ul data-test="ads-grid" aria-label="Ads" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {list.data.map((ad) => (
        <AdCard key={ad.id} ad={ad} deleting={deletingId === ad.id} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </ul>
  );
}
