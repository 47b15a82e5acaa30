import { DocumentLink } from '@/components/ui/document-link';
import type { ReactNode } from 'react';

const base = 'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold transition-colors';

// Each look is complete on its own: Tailwind cannot merge two competing colour classes reliably.
const styles = {
  primary: `${base} bg-brand-600 text-white shadow-sm hover:bg-brand-700`,
  accent: `${base} bg-accent-500 text-ink shadow-sm hover:bg-amber-400`,
  secondary: `${base} border border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700`,
  onDark: `${base} border border-white/50 text-white hover:border-white hover:bg-white/10`,
  inline: 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800',
} as const;

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: keyof typeof styles;
}

/** A link that looks like a button (or a plain inline link); navigation stays a real <a>. */
export function ButtonLink({ href, children, variant = 'primary' }: ButtonLinkProps) {
  return (
    <DocumentLink href={href} className={styles[variant]}>
      {children}
    </DocumentLink>
  );
}
