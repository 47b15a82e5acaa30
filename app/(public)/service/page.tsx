import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const metadata: Metadata = { title: 'Services' };

export default function ServicePage() {
  return (
    <PagePlaceholder
      title="Services"
      note="Details of our Manual Testing, Automation Testing and Test Preparation programs arrive with the public-site release."
    />
  );
}
