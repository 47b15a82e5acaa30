import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const metadata: Metadata = { title: 'Practice' };

export default function PracticePage() {
  return (
    <PagePlaceholder
      eyebrow="Resources"
      title="Practice Now"
      note="Searchable practice exercises (a grocery shop to test, reservations, mouse actions, frames and alerts, a book list and a WSDL service) arrive with the practice release."
    />
  );
}
