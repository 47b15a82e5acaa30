import { DocumentLink } from '@/components/ui/document-link';
import { PRODUCT_API_REFERENCE_PATH } from '@/lib/openapi/paths';
import { BackToTop } from './back-to-top';
import { BrandLink } from './brand-link';
import { CopyrightYear } from './copyright-year';
import { SocialLinks } from './social-links';

// docs/product.md#site-layout: News goes to the site root, Get Started to registration, Courses to learning, API
// reference to the REST API's reference (docs/product.md#rest-api).
const footerLinks = [
  { href: '/', label: 'News' },
  { href: '/register', label: 'Get Started' },
  { href: '/learning', label: 'Courses' },
  { href: '/contact', label: 'Contact Us' },
  { href: PRODUCT_API_REFERENCE_PATH, label: 'API reference' },
] as const;

const programs = ['Manual Testing', 'Automation Testing', 'Test Preparation'] as const;

const headingClass = 'text-sm font-semibold uppercase tracking-wider text-white';

interface SiteFooterProps {
  /** Where Back to top puts keyboard focus once the page is back at the top. */
  topTargetId: string;
}

export function SiteFooter({ topTargetId }: SiteFooterProps) {
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-4">
          <BrandLink tone="dark" />
          <p className="max-w-xs text-sm leading-relaxed">
            Project-based software-testing training: learn on real projects with a business analyst, a developer and a
            QA tester beside you.
          </p>
        </div>

        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className={headingClass}>
            Quick links
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <DocumentLink href={link.href} className="rounded hover:text-white hover:underline">
                  {link.label}
                </DocumentLink>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>Certification programs</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {programs.map((program) => (
              <li key={program}>{program}</li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>Follow us</h2>
          <div className="mt-4">
            <SocialLinks />
          </div>
        </div>
      </div>

      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm sm:px-6">
          © <CopyrightYear /> QA Academy. All rights reserved.
        </p>
      </div>

      <BackToTop focusTargetId={topTargetId} />
    </footer>
  );
}
