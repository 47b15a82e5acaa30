import { DocumentLink } from '@/components/ui/document-link';

interface BrandLinkProps {
  /** 'light' sits on white backgrounds, 'dark' on the portal sidebar. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** The "QA Academy" mark; always leads home. The badge is decorative, the text is the link's name. */
export function BrandLink({ tone = 'light', className = '' }: BrandLinkProps) {
  const text = tone === 'dark' ? 'text-white' : 'text-ink';
  return (
    <DocumentLink href="/" className={`inline-flex items-center gap-2 rounded-md font-bold tracking-tight ${text} ${className}`}>
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-lg bg-brand-600 text-sm font-extrabold text-white shadow-sm ring-1 ring-white/20"
      >
        QA
      </span>
      <span className="text-lg">QA Academy</span>
    </DocumentLink>
  );
}
