// The credentials and rules of an API beside the site's session, which withRoute applies for it (lib/api/route.ts,
// `realm`); the practice lab's is lib/practice/practice-route.ts. Here, not there, so the wrapper needs nothing of the lab.

/** A caller known by a realm's own credential (a bearer token that is not the site's session). */
export interface TokenCaller {
  userId: string;
  via: 'token' | 'oauth';
}

/**
 * An API with credentials and rules of its own beside the site's session: the practice lab's
 * (lib/practice/practice-route.ts). withRoute reads its credential for 'practice-token' and 'learner' routes, counts
 * each caller against its request limit, keeps its remembered replies, and answers its refusals with their `code`.
 */
export interface CredentialRealm {
  /** Whether `Authorization` presents this realm's credential (rather than the session's bearer token). */
  presents(authorization: string | null): boolean;
  /** The caller the credential names; throws the refusal (401) when it names none. */
  callerOf(headers: Headers): Promise<TokenCaller>;
  /** Counts one request of the caller (429 past the limit); the headers that say where they stand. */
  countRequest(userId: string): Promise<Record<string, string>>;
  /** The remembered replies' generation now, and keeping one made since (`cacheReply`). */
  replyGeneration(): number;
  keepReply(userId: string, url: string, reply: { body: Buffer; contentType: string }, generation: number): void;
}
