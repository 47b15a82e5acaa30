import type { Metadata } from 'next';
import { AdsManager } from '@/components/admin/ads/ads-manager';
import { PortalPage } from '@/components/layout/portal-page';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Advertisement' };

/**
 * Ads (docs/product.md#admin-ads): the admin's grid of Digital Outreach ads, read and changed through /api/ads
 * in the browser.
 */
export default async function AdminAdsPage() {
  await requireRole('admin');
  return (
    <PortalPage eyebrow="Admin Panel" title="Advertisement" width="wide">
      <AdsManager />
    </PortalPage>
  );
}
