import type { Metadata } from 'next';
import { AuthPlaceholder } from '@/components/ui/auth-placeholder';

export const metadata: Metadata = { title: 'Forgot Password' };

export default function ForgotPasswordPage() {
  return (
    <AuthPlaceholder
      title="Forgot Password"
      note="Resetting your password with a code sent to your e-mail arrives with the accounts release."
    />
  );
}
