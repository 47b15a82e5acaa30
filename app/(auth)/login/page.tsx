import type { Metadata } from 'next';
import { LoginForm } from '@/components/auth/login-form';

export const metadata: Metadata = { title: 'Login' };

export default function LoginPage() {
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold text-slate-900">Login</h1>
      <p className="mb-6 text-sm text-slate-600">Welcome back. Log in to reach your courses and practice projects.</p>
      <LoginForm />
    </div>
  );
}
