import type { ReactNode } from 'react';
import { BrandLink } from '@/components/layout/brand-link';

/**
 * The frame of the pages shown instead of a route (404, 403, an error): the brand and one centred
 * card, without the site's chrome, whose client code has no business on every route.
 */
export function StandalonePage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-10 sm:justify-center">
      <header className="mb-8">
        <BrandLink />
      </header>
      <main id="main" className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-xl shadow-brand-900/5">
        {children}
      </main>
    </div>
  );
}
