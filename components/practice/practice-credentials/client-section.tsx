'use client';

import { useRef, useState } from 'react';
import { useApiRead } from '@/components/data/use-api-read';
import { EmptyNote } from '@/components/ui/empty-note';
import { LiveStatus, type LiveStatusValue } from '@/components/ui/live-status';
import { PRACTICE_CREDENTIALS_MSG as MSG } from '@/lib/messages';
import { parseClientList, type IssuedOauthClient, type OauthClientInfo } from '@/lib/practice/credentials/shapes';
import type { PendingAction } from './confirm-credential-action';
import { CreateCredentialForm } from './create-credential-form';
import { CredentialRow } from './credential-row';
import { CLIENTS_API, createClient, deleteClient, rotateClient } from './credentials-api';
import { ReadStateView } from './read-state-view';
import { SecretReveal, type RevealedSecret } from './secret-reveal';

interface ClientSectionProps {
  ask: (action: PendingAction) => void;
  onSessionExpired: () => void;
}

const TOKEN_URL = '/api/practice/v1/oauth/token';
const withoutSecret = ({ id, name, clientId, createdAt, rotatedAt, lastUsedAt }: IssuedOauthClient): OauthClientInfo => ({
  id,
  name,
  clientId,
  createdAt,
  rotatedAt,
  lastUsedAt,
});
const revealOf = (issued: IssuedOauthClient): RevealedSecret => ({
  title: `Client secret of "${issued.name}"`,
  secret: issued.clientSecret,
  detail: { label: 'client_id', value: issued.clientId },
});

/** The learner's OAuth clients (client credentials grant): the list, a new one, rotate the secret, delete. */
export function ClientSection({ ask, onSessionExpired }: ClientSectionProps) {
  const { state, retry, refresh, update } = useApiRead(CLIENTS_API, {
    parse: parseClientList,
    messages: { failed: MSG.listFailed, noData: MSG.listUnreadable },
    onSessionExpired,
  });
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null);
  const [status, setStatus] = useState<LiveStatusValue | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  function created(issued: IssuedOauthClient) {
    setStatus(null);
    if (state.phase === 'ready') update((list) => ({ ...list, clients: [...list.clients, withoutSecret(issued)] }));
    else refresh();
    setRevealed(revealOf(issued));
  }

  function rotate(client: OauthClientInfo) {
    ask({
      title: `Rotate the secret of "${client.name}"?`,
      description: 'The client keeps its client_id and gets a new secret, shown once. The current secret and every access token it was given stop working at once.',
      confirmLabel: 'Rotate secret',
      busyLabel: 'Rotating…',
      danger: false,
      run: () => rotateClient(client.id),
      accepted: [200],
      failed: MSG.rotateFailed,
      onDone: (reply) => {
        const issued = reply.data as IssuedOauthClient;
        update((list) => ({ ...list, clients: list.clients.map((each) => (each.id === issued.id ? withoutSecret(issued) : each)) }));
        setRevealed(revealOf(issued));
      },
    });
  }

  function remove(client: OauthClientInfo) {
    ask({
      title: `Delete OAuth client "${client.name}"?`,
      description: 'Its secret and every access token it was given stop working at once. This cannot be undone.',
      confirmLabel: 'Delete',
      busyLabel: 'Deleting…',
      danger: true,
      run: () => deleteClient(client.id),
      accepted: [204, 404],
      failed: MSG.removeFailed,
      onDone: () => {
        update((list) => ({ ...list, clients: list.clients.filter((each) => each.id !== client.id) }));
        setRevealed(null);
        setStatus({ ok: true, message: MSG.clientDeleted(client.name) });
        headingRef.current?.focus();
      },
    });
  }

  return (
    <section aria-labelledby="practice-clients-title" data-test="client-section" className="space-y-4">
      <div>
        <h3 id="practice-clients-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          OAuth 2.0 clients
        </h3>
        <p className="text-sm text-slate-600">
          Ask <code>POST {TOKEN_URL}</code> with <code>grant_type=client_credentials</code> and the client&apos;s id and secret
          (HTTP Basic or the form body) for an access token valid 15 minutes.
        </p>
      </div>
      {revealed ? <SecretReveal revealed={revealed} onDone={() => setRevealed(null)} /> : null}
      <CreateCredentialForm kind="client" label="Client name" submitLabel="Create client" create={createClient} onCreated={created} onSessionExpired={onSessionExpired} />
      <ReadStateView state={state} retry={retry} kind="client" loadingText="Loading your OAuth clients…">
        {({ clients, limit }) => (
          <>
            <p className="text-sm text-slate-600" data-test="client-count">
              {clients.length} of {limit} clients
            </p>
            {clients.length === 0 ? (
              <EmptyNote size="compact" onWhite testId="client-list-empty">
                No OAuth clients yet.
              </EmptyNote>
            ) : (
              <ul className="space-y-3" data-test="client-list" aria-label="Your OAuth clients">
                {clients.map((client) => (
                  <CredentialRow
                    key={client.id}
                    kind="client"
                    {...client}
                    detail={{ label: 'client_id', value: client.clientId }}
                    removeLabel="Delete"
                    onRotate={() => rotate(client)}
                    onRemove={() => remove(client)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </ReadStateView>
      <LiveStatus status={status} testId="client-status" />
    </section>
  );
}
