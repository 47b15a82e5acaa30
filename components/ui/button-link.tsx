import type { ReactNode } from 'react';
import { DocumentLink } from '@/components/ui/document-link';
import { buttonClasses, type ButtonVariant } from './button-styles';

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: Exclude<ButtonVariant, 'danger'>;
}

/** A link that looks like a button (or a plain inline link); navigation stays a real <a>. */
export function ButtonLink({ href, children, variant = 'primary' }: ButtonLinkProps) {
  return (
    <DocumentLink href={href} className={buttonClasses(variant, 'wide')}>
      {children}
    </DocumentLink>
  );
}
