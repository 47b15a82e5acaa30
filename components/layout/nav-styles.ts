// Shared look for top-level nav entries so links and the Resources button line up exactly.
// data-current marks the Resources button while one of its pages is open (it is not a link itself).
export const desktopNavItemClass =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700 data-current:font-semibold data-current:text-brand-700';

export const mobileNavItemClass =
  'flex w-full items-center rounded-lg px-3 py-3 text-base font-medium text-slate-800 transition-colors hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700';

// Kept out of the 'use client' files: the server-rendered portal shell needs the string itself,
// and a server import from a client module yields a reference, not the value.
export const portalItemClass =
  'flex w-full items-center rounded-lg border-l-4 border-transparent px-3 py-2.5 text-sm font-medium text-brand-100 transition-colors hover:bg-white/10 hover:text-white aria-[current=page]:border-accent-500 aria-[current=page]:bg-white/10 aria-[current=page]:font-semibold aria-[current=page]:text-white';
