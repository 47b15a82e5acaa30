'use client';

import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';

/** The 6-digit code box of /verifyEmail and the forgot-password flow: large spaced digits, one-time-code autofill. */
export function CodeField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <TextField
      label="Verification code"
      maxLength={6}
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      className="w-full rounded-lg border border-slate-300 px-3 py-2 text-center font-mono text-xl tracking-[0.5em] shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      {...props}
    />
  );
}
