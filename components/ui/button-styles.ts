// The looks of buttons and button-like links, shared by Button, ButtonLink and the few places that
// style a native control directly. Each look is complete on its own: Tailwind cannot merge two
// competing colour classes reliably, so callers add layout (width, margins), never colours.

const base = 'inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:opacity-70';

export const BUTTON_VARIANTS = {
  primary: `${base} bg-brand-600 text-white shadow-sm hover:bg-brand-700`,
  accent: `${base} bg-accent-500 text-ink shadow-sm hover:bg-amber-400`,
  secondary: `${base} border border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700 disabled:border-slate-200 disabled:text-slate-500`,
  danger: `${base} bg-red-600 text-white shadow-sm hover:bg-red-700`,
  onDark: `${base} border border-white/50 text-white hover:border-white hover:bg-white/10`,
  inline: 'cursor-pointer font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline',
} as const;

export const BUTTON_SIZES = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2.5',
  wide: 'px-5 py-2.5',
  lg: 'px-4 py-3 text-lg',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;

/**
 * The classes of one look. `busy` is for a button disabled while its form is being sent: the pointer
 * says "wait" instead of "not allowed".
 */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', busy = false): string {
  const cursor = busy ? 'disabled:cursor-wait' : 'disabled:cursor-not-allowed';
  return variant === 'inline' ? BUTTON_VARIANTS.inline : `${BUTTON_VARIANTS[variant]} ${BUTTON_SIZES[size]} ${cursor}`;
}
