import type { Metadata } from 'next';
import { ForgotPasswordFlow } from '@/components/accounts/forgot-password-flow';

export const metadata: Metadata = { title: 'Forgot Password' };

export default function ForgotPasswordPage() {
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold text-slate-900">Forgot Password</h1>
      <p className="mb-6 text-sm text-slate-600">Reset your password in three short steps with a code sent to your e-mail.</p>
      <ForgotPasswordFlow />
    </div>
  );
}
