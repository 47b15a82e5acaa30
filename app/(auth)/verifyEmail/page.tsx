import type { Metadata } from 'next';
import { AuthPlaceholder } from '@/components/ui/auth-placeholder';

export const metadata: Metadata = { title: 'Verify Email' };

export default function VerifyEmailPage() {
  return (
    <AuthPlaceholder
      title="Verify Email"
      note="Confirming your e-mail address with a 6-digit code arrives with the accounts release."
    />
  );
}
