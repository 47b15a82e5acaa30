'use client';

import { useRef, useState } from 'react';
import { useApiRead } from '@/components/data/use-api-read';
import { EmptyNote } from '@/components/ui/empty-note';
import { LiveStatus, type LiveStatusValue } from '@/components/ui/live-status';
import { PRACTICE_CREDENTIALS_MSG as MSG } from '@/lib/messages';
import { parseTokenList, type IssuedPracticeToken, type PracticeTokenInfo } from '@/lib/practice/credentials/shapes';
import type { PendingAction } from './confirm-credential-action';
import { CreateCredentialForm } from './create-credential-form';
import { CredentialRow } from './credential-row';
import { createToken, revokeToken, rotateToken, TOKENS_API } from './credentials-api';
import { ReadStateView } from './read-state-view';
import { SecretReveal, type RevealedSecret } from './secret-reveal';

interface TokenSectionProps {
  ask: (action: PendingAction) => void;
  onSessionExpired: () => void;
}

const withoutSecret = ({ id, name, createdAt, rotatedAt, lastUsedAt }: IssuedPracticeToken): PracticeTokenInfo => ({ id, name, createdAt, rotatedAt, lastUsedAt });
const revealOf = (issued: IssuedPracticeToken): RevealedSecret => ({ title: `Token "${issued.name}"`, secret: issued.token });

/** The learner's personal access tokens: the list, a new one, rotate and revoke (each confirmed first). */
export function TokenSection({ ask, onSessionExpired }: TokenSectionProps) {
  const { state, retry, refresh, update } = useApiRead(TOKENS_API, {
    parse: parseTokenList,
    messages: { failed: MSG.listFailed, noData: MSG.listUnreadable },
    onSessionExpired,
  });
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null);
  const [status, setStatus] = useState<LiveStatusValue | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  function created(issued: IssuedPracticeToken) {
    setStatus(null);
    if (state.phase === 'ready') update((list) => ({ ...list, tokens: [...list.tokens, withoutSecret(issued)] }));
    else refresh();
    setRevealed(revealOf(issued));
  }

  function rotate(token: PracticeTokenInfo) {
    ask({
      title: `Rotate token "${token.name}"?`,
      description: 'It gets a new secret, shown once. The current secret stops working at once, in every tool that uses it.',
      confirmLabel: 'Rotate',
      busyLabel: 'Rotating…',
      danger: false,
      run: () => rotateToken(token.id),
      accepted: [200],
      failed: MSG.rotateFailed,
      onDone: (reply) => {
        const issued = reply.data as IssuedPracticeToken;
        update((list) => ({ ...list, tokens: list.tokens.map((each) => (each.id === issued.id ? withoutSecret(issued) : each)) }));
        setRevealed(revealOf(issued));
      },
    });
  }

  function revoke(token: PracticeTokenInfo) {
    ask({
      title: `Revoke token "${token.name}"?`,
      description: 'It stops working at once, in every tool that uses it. This cannot be undone.',
      confirmLabel: 'Revoke',
      busyLabel: 'Revoking…',
      danger: true,
      run: () => revokeToken(token.id),
      // 404: already revoked (in another tab, say), which is what was asked.
      accepted: [204, 404],
      failed: MSG.removeFailed,
      onDone: () => {
        update((list) => ({ ...list, tokens: list.tokens.filter((each) => each.id !== token.id) }));
        setRevealed(null);
        setStatus({ ok: true, message: MSG.tokenRevoked(token.name) });
        // The pressed button left with its row: keep the keyboard focus in this part.
        headingRef.current?.focus();
      },
    });
  }

  return (
    <section aria-labelledby="practice-tokens-title" data-test="token-section" className="space-y-4">
      <div>
        <h3 id="practice-tokens-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          Personal access tokens
        </h3>
        <p className="text-sm text-slate-600">
          Send one as <code>Authorization: Bearer &lt;token&gt;</code> from Postman, REST Assured, k6 or Playwright.
        </p>
      </div>
      {revealed ? <SecretReveal revealed={revealed} onDone={() => setRevealed(null)} /> : null}
      <CreateCredentialForm kind="token" label="Token name" submitLabel="Create token" create={createToken} onCreated={created} onSessionExpired={onSessionExpired} />
      <ReadStateView state={state} retry={retry} kind="token" loadingText="Loading your tokens…">
        {({ tokens, limit }) => (
          <>
            <p className="text-sm text-slate-600" data-test="token-count">
              {tokens.length} of {limit} tokens
            </p>
            {tokens.length === 0 ? (
              <EmptyNote size="compact" onWhite testId="token-list-empty">
                No tokens yet.
              </EmptyNote>
            ) : (
              <ul className="space-y-3" data-test="token-list" aria-label="Your tokens">
                {tokens.map((token) => (
                  <CredentialRow key={token.id} kind="token" {...token} removeLabel="Revoke" onRotate={() => rotate(token)} onRemove={() => revoke(token)} />
                ))}
              </ul>
            )}
          </>
        )}
      </ReadStateView>
      <LiveStatus status={status} testId="token-status" />
    </section>
  );
}
