import type { Metadata } from 'next';
import { PracticeBrowser } from '@/components/practice/practice-browser';
import { PageHeader } from '@/components/layout/page-header';
import { exerciseCountText } from '@/lib/practice/items';

export const metadata: Metadata = {
  title: 'Practice',
  description:
    'Hands-on testing exercises: a grocery shop to test end to end, flight reservations, mouse actions, frames and alerts, web elements, a book store API, a bank with e-mailed codes and a SOAP service.',
};

// Static: the items are fixed data; who is logged in only changes the links, on the client.
export default function PracticePage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Resources"
        title="Practice Now"
        intro={`${exerciseCountText()} that cover the everyday work of a tester: functional flows, tricky browser behaviour and web services.`}
      />
      <div className="mt-8">
        <PracticeBrowser />
      </div>
    </div>
  );
}
