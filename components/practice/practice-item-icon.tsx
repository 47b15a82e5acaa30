import type { ReactNode } from 'react';
import type { HostedExercise } from '@/lib/practice/registry';

// One picture per practice item on the practice cards (issue 41: every card had the shopping cart). Keyed by the
// registry's ids, so a new exercise cannot be listed without its own icon; line drawings on a 20×20 grid.

const ICONS: Record<HostedExercise, ReactNode> = {
  // A shopping cart: the grocery shop.
  grocery: (
    <>
      <path d="M2 3h2l2 9h9l2-6H5" />
      <circle cx="7.5" cy="16" r="1.25" />
      <circle cx="14" cy="16" r="1.25" />
    </>
  ),
  // A calendar with one day marked: a booking.
  reservation: (
    <>
      <rect x="3" y="4" width="14" height="13" rx="2" />
      <path d="M3 8h14M7 2.5v3M13 2.5v3" />
      <rect x="11" y="11" width="3" height="3" />
    </>
  ),
  // A mouse with its buttons and wheel.
  'mouse-action': (
    <>
      <rect x="5.5" y="2.5" width="9" height="15" rx="4.5" />
      <path d="M10 2.5v5M5.5 7.5h9" />
    </>
  ),
  // A window with a frame inside and an alert mark.
  'frames-alert': (
    <>
      <rect x="2.5" y="3.5" width="15" height="13" rx="1.5" />
      <path d="M2.5 7h15" />
      <rect x="5" y="9.5" width="5" height="4.5" />
      <path d="M13.5 9.5v2.5M13.5 14v.01" />
    </>
  ),
  // A ticked checkbox beside a text field.
  'web-elements': (
    <>
      <rect x="2.5" y="4" width="6" height="6" rx="1" />
      <path d="m4 7 1.3 1.3L7.5 5.8" />
      <rect x="2.5" y="12" width="15" height="4" rx="1" />
      <path d="M11 6h6.5M11 8.5h4" />
    </>
  ),
  // An open book.
  'book-list': (
    <>
      <path d="M10 5c-2-1.5-4.5-2-7.5-2v12c3 0 5.5.5 7.5 2 2-1.5 4.5-2 7.5-2V3c-3 0-5.5.5-7.5 2Z" />
      <path d="M10 5v12" />
    </>
  ),
  // A bank: a roof on columns.
  'practice-bank': (
    <>
      <path d="M2.5 7.5 10 3l7.5 4.5Z" />
      <path d="M4.5 9v5.5M8.2 9v5.5M11.8 9v5.5M15.5 9v5.5M2.5 17h15" />
    </>
  ),
  // A document with angle brackets: the WSDL file.
  'employee-wsdl': (
    <>
      <path d="M5 2.5h6.5L15 6v11.5H5Z" />
      <path d="M11.5 2.5V6H15" />
      <path d="m8.5 9.5-2 2 2 2M11.5 9.5l2 2-2 2" />
    </>
  ),
};

/** The practice item's icon (decorative: the card's title names it). */
export function PracticeItemIcon({ id }: { id: string }) {
  const icon = (ICONS as Record<string, ReactNode>)[id];
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
      data-test="practice-item-icon"
      data-icon={icon ? id : 'none'}
    >
      {icon}
    </svg>
  );
}
