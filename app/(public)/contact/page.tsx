import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const metadata: Metadata = { title: 'Contact' };

export default function ContactPage() {
  return (
    <PagePlaceholder
      title="Get in Touch"
      note="The contact form and the map of our location arrive with the public-site release."
    />
  );
}
