import { Button } from '@/components/ui/button';
import { shownDate } from './credentials-api';
import { CREDENTIAL_HOOKS, type CredentialKind } from './hooks';

interface CredentialRowProps {
  /** Which kind it is: names its data-test hooks (./hooks.ts). */
  kind: CredentialKind;
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** A public value shown under the name (an OAuth client's client_id). */
  detail?: { label: string; value: string };
  removeLabel: 'Revoke' | 'Delete';
  onRotate: () => void;
  onRemove: () => void;
}

/** One token or client in its list: its name, when it was created and last used, and its two actions. */
export function CredentialRow({ kind, id, name, createdAt, lastUsedAt, detail, removeLabel, onRotate, onRemove }: CredentialRowProps) {
  const hooks = CREDENTIAL_HOOKS[kind];
  return (
    <li data-test={hooks.row} data-id={id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words text-ink" data-test={hooks.name}>
          {name}
        </p>
        {detail ? (
          <p className="text-sm break-all text-slate-700">
            {detail.label}: <code data-test={hooks.detail}>{detail.value}</code>
          </p>
        ) : null}
        <p className="text-sm text-slate-600">
          Created <time dateTime={createdAt} data-test={hooks.created}>{shownDate(createdAt)}</time>
          {' · '}
          Last used{' '}
          {lastUsedAt ? (
            <time dateTime={lastUsedAt} data-test={hooks.lastUsed}>
              {shownDate(lastUsedAt)}
            </time>
          ) : (
            <span data-test={hooks.lastUsed}>{shownDate(null)}</span>
          )}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" size="sm" onClick={onRotate} aria-label={`Rotate ${name}`} data-test={hooks.rotate}>
          Rotate
        </Button>
        <Button variant="danger" size="sm" onClick={onRemove} aria-label={`${removeLabel} ${name}`} data-test={hooks.remove}>
          {removeLabel}
        </Button>
      </div>
    </li>
  );
}
