import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Advertisement' };

export default async function AdminAdsPage() {
  await requireRole('admin');
  return (
    <PagePlaceholder
      eyebrow="Admin Panel"
      title="Advertisement"
      note="Creating, editing and deleting the image and video ads shown in the home page's Digital Outreach carousel arrive with the public-site release."
    />
  );
}
