import type { Metadata } from 'next';
import { VerifyEmailForm } from '@/components/accounts/verify-email-form';

export const metadata: Metadata = { title: 'Verify Email' };

export default function VerifyEmailPage() {
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold text-slate-900">Verify Email</h1>
      <p className="mb-6 text-sm text-slate-600">
        Confirm your e-mail address with the 6-digit code we sent you, then log in to start learning.
      </p>
      <VerifyEmailForm />
    </div>
  );
}
