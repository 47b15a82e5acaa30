import { requestJson } from '@/lib/client/post-json';
import type { IssuedOauthClient, IssuedPracticeToken } from '@/lib/practice/credentials/shapes';

// The credentials panel's calls to the management API (docs/product.md#practice-credentials), with the site's session.

export const TOKENS_API = '/api/practice/v1/tokens';
export const CLIENTS_API = '/api/practice/v1/oauth/clients';

export const createToken = (name: string) => requestJson<IssuedPracticeToken>(TOKENS_API, { method: 'POST', body: JSON.stringify({ name }) });
export const rotateToken = (id: number) => requestJson<IssuedPracticeToken>(`${TOKENS_API}/${id}/rotate`, { method: 'POST' });
export const revokeToken = (id: number) => requestJson(`${TOKENS_API}/${id}`, { method: 'DELETE' });

export const createClient = (name: string) => requestJson<IssuedOauthClient>(CLIENTS_API, { method: 'POST', body: JSON.stringify({ name }) });
export const rotateClient = (id: number) => requestJson<IssuedOauthClient>(`${CLIENTS_API}/${id}/rotate`, { method: 'POST' });
export const deleteClient = (id: number) => requestJson(`${CLIENTS_API}/${id}`, { method: 'DELETE' });

/** A credential's date as the panel shows it; "Never" for one not used yet. */
export function shownDate(iso: string | null): string {
  if (iso === null) return 'Never';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
