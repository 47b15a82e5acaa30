'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';

// Hover menu (docs/practice/mouse-action.md#hover): the submenu opens while the pointer is over "Reports"
// or its submenu, and with the keyboard (Enter, Space or Arrow Down on the button). A disclosure, not an
// ARIA menu: the items are plain buttons, reachable with Tab. Escape closes it and returns to the button.

export const REPORTS = [
  { id: 'daily', label: 'Daily report' },
  { id: 'weekly', label: 'Weekly report' },
  { id: 'monthly', label: 'Monthly report' },
] as const;

export function HoverMenu() {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const menuId = useId();

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    // The list renders on this update; focus its first item right after.
    requestAnimationFrame(() => list.current?.querySelector('button')?.focus());
  }

  return (
    <div>
      <div
        className="relative inline-block"
        data-test="hover-menu"
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
        onKeyDown={onKeyDown}
      >
        <button
          ref={trigger}
          type="button"
          className={buttonClasses('secondary')}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(true)}
          onKeyDown={onTriggerKeyDown}
          data-test="hover-menu-trigger"
        >
          Reports <span aria-hidden="true">▾</span>
        </button>
        {/* The padding bridges the gap under the button, so the pointer can reach the items. On a phone the
            submenu pushes the page down instead of covering the controls below it. */}
        <div ref={list} id={menuId} hidden={!open} className="z-20 min-w-48 pt-1 sm:absolute sm:left-0 sm:top-full" data-test="hover-submenu">
          <ul className="rounded-xl border border-slate-200 bg-white p-1 shadow-lg" aria-label="Reports">
              {REPORTS.map((report) => (
                <li key={report.id}>
                  <button
                    type="button"
                    className="w-full cursor-pointer rounded-lg px-3 py-2 text-left text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                    onClick={() => {
                      setChosen(report.label);
                      close(true);
                    }}
                    data-test={`hover-item-${report.id}`}
                  >
                    {report.label}
                  </button>
                </li>
              ))}
          </ul>
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-700" role="status" data-test="hover-result">
        {chosen ? `You opened: ${chosen}` : 'No report opened yet'}
      </p>
    </div>
  );
}
