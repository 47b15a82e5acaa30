// The looks of buttons and button-like links, shared by Button and ButtonLink. Each look is complete on
// its own: Tailwind cannot merge two competing colour classes reliably.

const base = 'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const BUTTON_SIZES = {
  md: 'px-5 py-2.5',
  sm: 'px-3 py-1.5 text-sm',
} as const;

export const BUTTON_VARIANTS = {
  primary: `${base} bg-brand-600 text-white shadow-sm hover:bg-brand-700`,
  accent: `${base} bg-accent-500 text-ink shadow-sm hover:bg-amber-400`,
  secondary: `${base} border border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700`,
  danger: `${base} bg-red-700 text-white shadow-sm hover:bg-red-800`,
  onDark: `${base} border border-white/50 text-white hover:border-white hover:bg-white/10`,
  inline: 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return variant === 'inline' ? BUTTON_VARIANTS.inline : `${BUTTON_VARIANTS[variant]} ${BUTTON_SIZES[size]}`;
}
