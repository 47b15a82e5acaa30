import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { RegisterForm } from '@/components/accounts/register-form';
import { currentSession } from '@/lib/auth/guards';
import { findEnrolBatchOrNull } from '@/lib/enrolments/batch';
import { batchParamOf } from '@/lib/validation/enrolment';

export const metadata: Metadata = { title: 'Register' };

interface RegisterPageProps {
  searchParams: Promise<{ batch?: string | string[] }>;
}

// `?batch=` comes from a schedule row's Enrol (docs/product.md#registration): the batch is read on the server, its
// course ticked and the batch named on the form; the register request carries it and the server checks it again.
export default async function RegisterPage({ searchParams }: RegisterPageProps) {
  const asked = batchParamOf((await searchParams).batch);
  // A signed-in learner who follows a row's Enrol before the page's script has turned it into the way to payment
  // (the home page is one document for everyone) is sent on there with the batch.
  if (asked.id !== null && (await currentSession())) redirect(`/payment?batch=${asked.id}`);
  const batch = asked.id === null ? null : await findEnrolBatchOrNull(asked.id);
  return (
    // `relative` anchors the form's full-card "Please wait a minute..." overlay.
    <div className="relative">
      <h1 className="mb-1 text-2xl font-bold text-slate-900">Create an Account</h1>
      <p className="mb-6 text-sm text-slate-600">
        Join QA Academy to learn software testing on real projects. We will e-mail you a 6-digit code to confirm your
        address.
      </p>
      <RegisterForm batch={batch} batchMissing={asked.given && !batch} />
    </div>
  );
}
