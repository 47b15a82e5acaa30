'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { replyNotice } from '@/lib/client/post-json';
import { bankApi, type BankAccountView } from './bank-api';

/** The signed-in bank: whose account, and Sign out. */
export function SignedIn({ account, onSignedOut }: { account: BankAccountView; onSignedOut: () => void }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    const reply = await bankApi.signOut();
    setBusy(false);
    if (reply.status === 200) onSignedOut();
    else setNotice(replyNotice(reply, 'You could not be signed out.'));
  }

  return (
    <div className="space-y-3" data-test="bank-account">
      <h3 className="text-lg font-semibold text-ink" data-test="bank-welcome">
        Welcome, {account.name}
      </h3>
      <p className="text-sm text-slate-700">
        Signed in as <span data-test="bank-account-email">{account.email}</span>. Your balance: 1,000.00 practice dollars.
      </p>
      <NoticeBanner notice={notice} />
      <Button variant="secondary" busy={busy} onClick={() => void signOut()} data-test="bank-signout">
        Sign out
      </Button>
    </div>
  );
}
