'use client';

/**
 * The year is read in the browser: public pages are prerendered, and a server-rendered year would
 * stay frozen at the build's year. The hydration warning is silenced for the one case where the
 * prerendered year and the visitor's year differ; the browser's value wins.
 */
export function CopyrightYear() {
  return <span suppressHydrationWarning>{new Date().getFullYear()}</span>;
}
