import type { ReactNode } from 'react';
import { BrandLink } from '@/components/layout/brand-link';
import { SkipLink } from '@/components/ui/skip-link';

// Account screens stand alone (docs/product.md#routes): no site nav or footer to pull attention from the form,
// only the brand as a way back home. Each page renders its own h1 inside the card.
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-linear-to-br from-brand-50 via-white to-brand-100 px-4 py-10 sm:justify-center">
      <SkipLink />
      <header className="mb-8">
        <BrandLink />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-900/5 outline-none sm:p-8"
      >
        {children}
      </main>
    </div>
  );
}
