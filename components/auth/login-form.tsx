'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { landingPathFor, type Identity } from '@/lib/auth/identity';
import { loginSchema, type LoginInput } from '@/lib/validation/login';
import { PasswordInput } from '@/components/ui/password-input';
import { TextField } from '@/components/ui/text-field';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { rememberEmail, setIdentity } from './identity-store';

export function LoginForm() {
  const router = useRouter();
  const [notice, setNotice] = useState<Notice | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  async function onSubmit(values: LoginInput) {
    setNotice(null);
    try {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(values),
      });
      const data = await response.json().catch(() => ({}));
      if (response.status !== 200 || !data.role) {
        setNotice({ status: response.status, message: data.message ?? 'Login failed. Please try again.' });
        return;
      }
      // The web app rides on the httpOnly cookie; the bearer token in the reply is for API clients.
      const { userId, role, payment, username, email } = data as Identity;
      const identity: Identity = { userId, role, payment, username, email };
      rememberEmail(values.email);
      setIdentity(identity);
      router.push(landingPathFor(identity));
      router.refresh();
    } catch {
      setNotice({ status: 0, message: 'The server could not be reached. Please check your connection and try again.' });
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label="Login">
      <NoticeBanner notice={notice} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <PasswordInput label="Password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <div className="flex items-center justify-between text-sm">
        <Link href="/forgot-password" className="font-medium text-brand-700 hover:underline">
          Forgot Password?
        </Link>
        <Link href="/register" className="font-medium text-brand-700 hover:underline">
          Create an Account
        </Link>
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {isSubmitting ? 'Logging in…' : 'Login'}
      </button>
    </form>
  );
}
