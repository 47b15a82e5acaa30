import type { Metadata } from 'next';
import { BrandLink } from '@/components/layout/brand-link';
import { DelayedNotFound } from '@/components/layout/delayed-not-found';

export const metadata: Metadata = { title: 'Page Not Found' };

// Server file so it can set the title; the 5 s wait lives in a small client leaf. Kept standalone
// (no site chrome): Next ships the root not-found with every route, and the chrome's client code
// has no business on admin and portal pages.
export default function NotFound() {
  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-10 sm:justify-center">
      <header className="mb-8">
        <BrandLink />
      </header>
      <main id="main" className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-xl shadow-brand-900/5">
        <DelayedNotFound />
      </main>
    </div>
  );
}
