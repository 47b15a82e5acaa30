import type { ReactNode } from 'react';
import { SkipLink } from '@/components/ui/skip-link';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { SiteFooter } from './site-footer';
import { TopBanner } from './top-banner';

const HEADER_ID = 'site-header';

/**
 * The public site's frame (docs/product.md#site-layout), shared by the public pages and /payment.
 * The whole header is sticky; on desktop it sits 2.5 rem (the TopBanner's h-10) above the
 * viewport once scrolled, so the banner slides away and the main nav stays pinned.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      {/* tabIndex -1: Back to top moves focus here; it is a target, not a tab stop. */}
      <header id={HEADER_ID} tabIndex={-1} className="sticky top-0 z-40 outline-none md:-top-10">
        <TopBanner />
        <MainNav>
          <MobileMenu />
        </MainNav>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col bg-slate-50/60 outline-none">
        {children}
      </main>
      <SiteFooter topTargetId={HEADER_ID} />
    </div>
  );
}
