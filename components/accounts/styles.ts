// Shared looks for the account forms, matching the login form (components/auth/login-form.tsx).
export const primaryButton =
  'w-full rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70';
export const secondaryButton =
  'w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700 disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-500';
export const textLink = 'font-medium text-brand-700 hover:underline';
export const textButton = 'font-medium text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline';
