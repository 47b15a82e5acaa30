import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const metadata: Metadata = { title: 'Products' };

export default function ProductPage() {
  return (
    <PagePlaceholder
      title="Products"
      note="Our training products and what each one includes arrive with the public-site release."
    />
  );
}
