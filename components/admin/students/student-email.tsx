import { Fragment } from 'react';

/**
 * An e-mail address as an admin must read it: it wraps after a dot or before its '@' where it can, and
 * anywhere only as a last resort (overflow-wrap: anywhere, which also lets the table column shrink, so a
 * long address never pushes the table wider than the screen); the font's contextual alternates are off,
 * so "3x9" never turns into "3×9".
 */
export function StudentEmail({ email, className = '', testId }: { email: string; className?: string; testId?: string }) {
  // "first.last.2026@example.com" → ["first.", "last.", "2026", "@example.com"], with a break chance between.
  const pieces = email.split(/(?<=\.)(?=[^@]*@)|(?=@)/);
  return (
    <span data-test={testId} className={`[overflow-wrap:anywhere] [font-feature-settings:'calt'_0] ${className}`}>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
