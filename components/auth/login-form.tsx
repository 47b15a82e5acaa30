'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { landingPathFor, type Identity } from '@/lib/auth/identity';
import { loginSchema } from '@/lib/validation/login';
import { fetchReply, jsonBody } from '@/lib/client/post-json';
import { PasswordInput } from '@/components/ui/password-input';
import { TextField } from '@/components/ui/text-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { asJsonReply, useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { rememberEmail, setIdentity } from './identity-store';
import { Button } from '@/components/ui/button';
import { MSG } from '@/lib/messages';

/** The login reply: the identity on success (plus a bearer token for API clients), a message on failure. */
type LoginReply = Partial<Identity> & { message?: string };

export function LoginForm() {
  const router = useRouter();
  const {
    fieldProps,
    handleSubmit,
    formState: { isSubmitting },
  } = useSchemaForm(loginSchema, { defaultValues: { email: '', password: '' } });
  // No session to lose here: a 401 (wrong e-mail or password) is shown in the banner like any refusal.
  const { notice, send } = useFormSubmit();

  async function onSubmit(values: { email: string; password: string }) {
    const request = fetchReply<LoginReply>('/api/auth/login', { method: 'POST', ...jsonBody(values) });
    const reply = await send(request.then((raw) => asJsonReply(raw)), MSG.loginFailed, {
      accepted: ({ status, data }) => status === 200 && Boolean(data.role),
    });
    if (!reply) return;
    // The web app rides on the httpOnly cookie; the bearer token in the reply is for API clients.
    const { userId, role, payment, username, email } = reply.data as Identity;
    const identity: Identity = { userId, role, payment, username, email };
    rememberEmail(values.email);
    setIdentity(identity);
    router.push(landingPathFor(identity));
    router.refresh();
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label="Login">
      <NoticeBanner notice={notice} />
      <TextField label="Email" type="email" autoComplete="email" {...fieldProps('email')} />
      <PasswordInput label="Password" autoComplete="current-password" {...fieldProps('password')} />
      <div className="flex items-center justify-between text-sm">
        <Link href="/forgot-password" className="font-medium text-brand-700 hover:underline">
          Forgot Password?
        </Link>
        <Link href="/register" className="font-medium text-brand-700 hover:underline">
          Create an Account
        </Link>
      </div>
      <Button type="submit" busy={isSubmitting} className="w-full">
        {isSubmitting ? 'Logging in…' : 'Login'}
      </Button>
    </form>
  );
}
