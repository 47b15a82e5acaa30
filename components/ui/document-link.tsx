import type { AnchorHTMLAttributes } from 'react';

/**
 * A link that opens the next page as a new document rather than through Next's client-side router.
 * The public site uses it: its pages come from the response cache at about the cost of a static
 * file (lib/fast-path), and next/link would add about 6 KB gzip of router code to every one of them
 * (bench/public-pages compares the home page's JavaScript with Next's own floor).
 */
export function DocumentLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} />;
}
