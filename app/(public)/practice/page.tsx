import type { Metadata } from 'next';
import { PracticeBrowser } from '@/components/practice/practice-browser';

export const metadata: Metadata = {
  title: 'Practice',
  description:
    'Hands-on testing exercises: a grocery shop to test end to end, flight reservations, mouse actions, frames and alerts, a book store and a SOAP service.',
};

// Static: the items are fixed data; who is logged in only changes the links, on the client.
export default function PracticePage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Resources</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Practice Now</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">
          Six exercises that cover the everyday work of a tester: functional flows, tricky browser behaviour and web
          services.
        </p>
      </header>
      <div className="mt-8">
        <PracticeBrowser />
      </div>
    </div>
  );
}
