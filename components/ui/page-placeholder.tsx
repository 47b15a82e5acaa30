import type { ReactNode } from 'react';

interface PagePlaceholderProps {
  /** Short label above the heading, e.g. the area of the site ("Admin", "Resources"). */
  eyebrow?: string;
  title: string;
  /** One honest paragraph: what this page will hold and which release brings it. */
  note: string;
  /** Anything real the page can already show (identity details, links). */
  children?: ReactNode;
}

/** The page's real heading plus a plain note on what arrives here later, instead of an empty screen. */
export function PagePlaceholder({ eyebrow, title, note, children }: PagePlaceholderProps) {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p> : null}
      <h1 id="page-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {title}
      </h1>
      <div className="mt-6 flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-700 sm:p-5">
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-5 shrink-0 text-brand-600">
          <path
            fillRule="evenodd"
            d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.25v2.25a.75.75 0 0 0 1.5 0v-3A.75.75 0 0 0 10 9H9Z"
            clipRule="evenodd"
          />
        </svg>
        <p className="leading-relaxed">{note}</p>
      </div>
      {children ? <div className="mt-8">{children}</div> : null}
    </section>
  );
}
