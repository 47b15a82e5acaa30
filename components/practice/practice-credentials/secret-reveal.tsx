'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LiveStatus, type LiveStatusValue } from '@/components/ui/live-status';
import { PRACTICE_CREDENTIALS_MSG as MSG } from '@/lib/messages';

export interface RevealedSecret {
  /** What it is, e.g. 'Token "Postman"' or 'Client secret of "k6 run"'. */
  title: string;
  secret: string;
  /** A public value shown beside it, such as the OAuth client_id. */
  detail?: { label: string; value: string };
}

/**
 * A secret the server shows once (on creation or rotation): in a read-only field to select, with a Copy button and
 * the warning that it will not be shown again. It takes the focus when it appears, so a keyboard or screen reader
 * user lands on it; Done hides it for good.
 */
export function SecretReveal({ revealed, onDone }: { revealed: RevealedSecret; onDone: () => void }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [copyStatus, setCopyStatus] = useState<LiveStatusValue | null>(null);
  useEffect(() => boxRef.current?.focus(), [revealed]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(revealed.secret);
      setCopyStatus({ ok: true, message: MSG.copied });
    } catch {
      setCopyStatus({ ok: false, message: MSG.copyFailed });
    }
  }

  return (
    <div ref={boxRef} tabIndex={-1} role="group" aria-label={revealed.title} data-test="secret-reveal" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-300">
      <p className="font-semibold text-ink">{revealed.title}</p>
      {revealed.detail ? (
        <p className="text-sm text-slate-700">
          {revealed.detail.label}: <code data-test="secret-detail">{revealed.detail.value}</code>
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          readOnly
          value={revealed.secret}
          aria-label={`${revealed.title}: secret`}
          data-test="secret-value"
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm"
        />
        <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={`Copy the secret of ${revealed.title}`} data-test="secret-copy">
          Copy
        </Button>
      </div>
      <p className="text-sm font-medium text-amber-900" data-test="secret-warning">
        {MSG.shownOnce}
      </p>
      <LiveStatus status={copyStatus} testId="secret-copy-status" />
      <Button variant="primary" size="sm" onClick={onDone} data-test="secret-done">
        Done, I have copied it
      </Button>
    </div>
  );
}
