import { buttonClasses } from '@/components/ui/button-styles';

// Shared looks for the account forms: the site's buttons (components/ui/button-styles.ts), full width.
export const primaryButton = `${buttonClasses('primary')} w-full`;
export const secondaryButton = `${buttonClasses('secondary')} w-full`;
export const textLink = 'font-medium text-brand-700 hover:underline';
export const textButton = 'font-medium text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline';
