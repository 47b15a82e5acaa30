import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Shopping' };

export default async function AdminShoppingPage() {
  await requireRole('admin');
  return (
    <PagePlaceholder
      eyebrow="Admin Panel"
      title="Shopping"
      note="This page is reserved for the shopping practice. It holds no admin tools: students practise shopping from their portal."
    />
  );
}
