import type { Metadata } from 'next';
import { AdsManager } from '@/components/admin/ads/ads-manager';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Advertisement' };

/** SPEC §2.5 Ads: the admin's grid of Digital Outreach ads, read and changed through /api/ads in the browser. */
export default async function AdminAdsPage() {
  await requireRole('admin');
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Admin Panel</p>
      <h1 id="page-title" className="mt-2 text-3xl font-bold tracking-tight text-ink">
        Advertisement
      </h1>
      <div className="mt-6">
        <AdsManager />
      </div>
    </section>
  );
}
