'use client';

import Link from 'next/link';
import { useEffect, useSyncExternalStore } from 'react';
import { useRouter } from 'next/navigation';
import { landingPathFor, type Identity } from '@/lib/auth/identity';
import { loginSchema } from '@/lib/validation/login';
import { fetchReply, jsonBody } from '@/lib/client/post-json';
import { PasswordInput } from '@/components/ui/password-input';
import { TextField } from '@/components/ui/text-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { asJsonReply, useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { safeNextPath } from '@/lib/auth/next-path';
import { rememberEmail, rememberedEmail, setIdentity } from './identity-store';
import { Button } from '@/components/ui/button';
import { useInteractive } from '@/components/ui/use-interactive';
import { MSG } from '@/lib/messages';

/** The login reply: the identity on success (plus a bearer token for API clients), a message on failure. */
type LoginReply = Partial<Identity> & { message?: string };

const noSubscription = () => () => {};

export function LoginForm() {
  const router = useRouter();
  // The e-mail kept at registration, verification or the last login: after verifying, the form is not empty
  // again. Read once the page runs in the browser (no hydration mismatch), and written only into an empty field that
  // has not the focus: written into the focused field, it went in front of what the user then typed (an e2e run that
  // typed while the page started got the address twice).
  const remembered = useSyncExternalStore(noSubscription, rememberedEmail, () => '');
  const {
    fieldProps,
    handleSubmit,
    getValues,
    setValue,
    formState: { isSubmitting },
  } = useSchemaForm(loginSchema, { defaultValues: { email: '', password: '' } });
  useEffect(() => {
    const field = document.querySelector('form[aria-label="Login"] input[name="email"]');
    if (remembered && getValues('email') === '' && field !== document.activeElement) setValue('email', remembered);
  }, [remembered, getValues, setValue]);
  // data-ready: the form runs in the browser, so a test (or a learner's suite) can wait for it instead of for time.
  const ready = useInteractive();
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
    // Back to the page that sent the user here (/login?next=…), if it is a path of this site (lib/auth/next-path.ts).
    const next = safeNextPath(new URLSearchParams(window.location.search).get('next'));
    router.push(next ?? landingPathFor(identity));
    router.refresh();
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label="Login" data-ready={ready}>
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
