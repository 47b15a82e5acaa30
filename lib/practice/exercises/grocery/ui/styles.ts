import { buttonClasses } from '@/components/ui/button-styles';

// Shared looks for the Grocery shop's own buttons (the site's buttons); the modals use the modal
// button classes. A disabled primary button here turns grey, so an empty cart reads as "nothing to do".
export const primaryButton = `${buttonClasses('primary')} disabled:bg-slate-300 disabled:text-slate-700 disabled:shadow-none`;

export const secondaryButton = buttonClasses('secondary');

/** The square +, − buttons of a cart line: 40 px, a comfortable touch target. */
export const stepperButton =
  'grid size-10 cursor-pointer place-items-center rounded-lg border border-slate-300 bg-white text-lg font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700 disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-400 disabled:hover:border-slate-200 disabled:hover:text-slate-400';

export const removeButton =
  'cursor-pointer rounded-md px-2 py-1.5 text-sm font-semibold text-red-700 underline-offset-4 hover:bg-red-50 hover:underline';

/**
 * Inter's contextual alternates draw the "x" of "$45 x 2" as "×"; learners copy what they see into
 * assertions, so the shop shows the characters its text really holds.
 */
export const literalText = "[font-feature-settings:'calt'_0]";
