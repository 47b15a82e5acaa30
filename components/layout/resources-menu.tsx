'use client';

import { DocumentLink } from '@/components/ui/document-link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type FocusEvent, type PointerEvent } from 'react';
import { ChevronIcon } from './chevron-icon';
import { desktopNavItemClass } from './nav-styles';
import { isCurrentPath, resourceLinks } from './site-links';

/**
 * The desktop "Resources" dropdown (docs/product.md#site-layout). A mouse opens it on hover; touch and keyboard
 * users toggle it with the button. Escape, a click elsewhere or tabbing away closes it.
 */
export function ResourcesMenu() {
  const pathname = usePathname();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A mouse user who hovers and then clicks means "keep it open", not "close it again".
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: globalThis.PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  function handlePointerEnter(event: PointerEvent) {
    if (event.pointerType !== 'mouse' || open) return;
    openedByHover.current = true;
    setOpen(true);
  }

  function handlePointerLeave(event: PointerEvent) {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = false;
    setOpen(false);
  }

  function handleButtonClick() {
    if (openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    setOpen((value) => !value);
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  function handleBlur(event: FocusEvent) {
    if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  const sectionIsCurrent = resourceLinks.some((link) => isCurrentPath(pathname, link.href));

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={handleButtonClick}
        data-current={sectionIsCurrent || undefined}
        className={`${desktopNavItemClass} cursor-pointer`}
      >
        Resources
        <ChevronIcon open={open} />
      </button>
      {/* pt-2 instead of a margin: the pointer crosses padding, not a gap, so hover stays unbroken. */}
      <div id={panelId} hidden={!open} className="absolute left-0 top-full z-50 min-w-48 pt-2">
        <ul className="rounded-xl border border-slate-200 bg-white p-2 shadow-lg ring-1 ring-black/5">
          {resourceLinks.map((link) => (
            <li key={link.href}>
              <DocumentLink
                href={link.href}
                aria-current={isCurrentPath(pathname, link.href) ? 'page' : undefined}
                onClick={() => setOpen(false)}
                className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
              >
                {link.label}
              </DocumentLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
