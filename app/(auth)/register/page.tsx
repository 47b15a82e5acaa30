import type { Metadata } from 'next';
import { RegisterForm } from '@/components/accounts/register-form';

export const metadata: Metadata = { title: 'Register' };

export default function RegisterPage() {
  return (
    // `relative` anchors the form's full-card "Please wait a minute..." overlay.
    <div className="relative">
      <h1 className="mb-1 text-2xl font-bold text-slate-900">Create an Account</h1>
      <p className="mb-6 text-sm text-slate-600">
        Join QA Academy to learn software testing on real projects. We will e-mail you a 6-digit code to confirm your
        address.
      </p>
      <RegisterForm />
    </div>
  );
}
