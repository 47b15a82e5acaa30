// What the practice credentials' management API answers (docs/product.md#practice-credentials), shared by the
// server modules that build the replies and the credentials panel that reads them. Plain types and parsers:
// client-safe.

/** A personal access token as listed: never its secret. Dates are ISO 8601 strings. */
export interface PracticeTokenInfo {
  id: number;
  name: string;
  createdAt: string;
  rotatedAt: string | null;
  lastUsedAt: string | null;
}

/** The reply to a token's creation or rotation: the only time its secret is shown. */
export type IssuedPracticeToken = PracticeTokenInfo & { token: string };

/** An OAuth client as listed: its public client_id, never its secret. */
export interface OauthClientInfo {
  id: number;
  name: string;
  clientId: string;
  createdAt: string;
  rotatedAt: string | null;
  lastUsedAt: string | null;
}

/** The reply to a client's creation or secret rotation: the only time its secret is shown. */
export type IssuedOauthClient = OauthClientInfo & { clientSecret: string };

export interface TokenListReply {
  tokens: PracticeTokenInfo[];
  limit: number;
}

export interface ClientListReply {
  clients: OauthClientInfo[];
  limit: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isDate = (value: unknown) => value === null || typeof value === 'string';
const isCredential = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && typeof value.id === 'number' && typeof value.name === 'string' && typeof value.createdAt === 'string' && isDate(value.rotatedAt) && isDate(value.lastUsedAt);

/** GET /api/practice/v1/tokens as the panel uses it, or null when the body is not that. */
export function parseTokenList(body: unknown): TokenListReply | null {
  if (!isRecord(body) || !Array.isArray(body.tokens) || typeof body.limit !== 'number' || !body.tokens.every(isCredential)) return null;
  return body as unknown as TokenListReply;
}

/** GET /api/practice/v1/oauth/clients as the panel uses it, or null when the body is not that. */
export function parseClientList(body: unknown): ClientListReply | null {
  if (!isRecord(body) || !Array.isArray(body.clients) || typeof body.limit !== 'number') return null;
  if (!body.clients.every((client) => isCredential(client) && typeof client.clientId === 'string')) return null;
  return body as unknown as ClientListReply;
}
