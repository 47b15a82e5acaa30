'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { logout } from '@/components/auth/logout';
import { ClientSection } from './client-section';
import { ConfirmCredentialAction, type PendingAction } from './confirm-credential-action';
import { TokenSection } from './token-section';

/**
 * The learner's practice credentials (docs/product.md#practice-credentials), for an API exercise's page: personal
 * access tokens and OAuth clients, each created with a name, its secret shown once, rotated or removed after a
 * confirmation. Reads and writes go to the management API with the site's session; a 401 logs the learner out.
 */
export function PracticeCredentials() {
  const router = useRouter();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const sessionExpired = () => void logout(router.push);

  function ask(action: PendingAction) {
    setPending({
      ...action,
      onDone: (reply) => {
        setPending(null);
        action.onDone(reply);
      },
    });
  }

  return (
    <section aria-labelledby="practice-credentials-title" data-test="practice-credentials" className="space-y-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div>
        <h2 id="practice-credentials-title" className="text-xl font-semibold text-ink">
          Practice credentials
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Your tools call this exercise&apos;s API with these, not with your login. Each secret is shown once.
        </p>
      </div>
      <TokenSection ask={ask} onSessionExpired={sessionExpired} />
      <ClientSection ask={ask} onSessionExpired={sessionExpired} />
      <ConfirmCredentialAction action={pending} onClose={() => setPending(null)} onSessionExpired={sessionExpired} />
    </section>
  );
}
