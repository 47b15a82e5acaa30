import type { SecurityRequirementObject, SecuritySchemeObject } from 'openapi3-ts/oas31';
import type { Access } from '../api/route';
import { PRACTICE_SECURITY, SECURITY_SCHEMES as PRACTICE_SCHEMES } from '../practice/openapi/security';

// Who may call an operation of the product's REST API, as /api/openapi.json states it (docs/architecture.md#rest-api-document).
// withRoute's five kinds of access (lib/api/route.ts) become the three a reader asks about (`x-access`: public, user,
// admin), the credentials that open the operation (`security`), and one sentence at the head of its description.

/** What the document tells a reader: anyone, any signed-in user (or learner), or an admin. */
export type DocumentedAccess = 'public' | 'user' | 'admin';

export const SESSION_SCHEMES: Record<'sessionCookie' | 'sessionToken', SecuritySchemeObject> = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description:
      'The session cookie set by `POST /api/auth/login` (httpOnly, SameSite=Lax, 7 days; `__Secure-better-auth.session_token` when cookies are secure). ' +
      'A browser signed in to this site sends it by itself, so "Try it out" here works as the signed-in user. Writes from a browser must come from this site.',
  },
  sessionToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The same session as a bearer token: the `token` of the `POST /api/auth/login` reply, sent as `Authorization: Bearer <token>`.',
  },
};

/** Every scheme the document names: the session's two forms and the practice lab's credentials. */
export const SECURITY_SCHEMES: Record<string, SecuritySchemeObject> = { ...SESSION_SCHEMES, ...PRACTICE_SCHEMES };

const SESSION: SecurityRequirementObject[] = [{ sessionCookie: [] }, { sessionToken: [] }];

export function documentedAccess(access: Access): DocumentedAccess {
  return access === 'public' || access === 'admin' ? access : 'user';
}

/** The credentials that open an operation; `optionalSession`: a public operation that reads a session when one is sent. */
export function securityFor(access: Access, optionalSession = false): SecurityRequirementObject[] {
  switch (access) {
    case 'public':
      return optionalSession ? [{}, ...SESSION] : [];
    case 'user':
    case 'admin':
      return SESSION;
    case 'practice-token':
      return PRACTICE_SECURITY;
    case 'learner':
      return [...SESSION, ...PRACTICE_SECURITY];
  }
}

const SENTENCES: Record<Access, string> = {
  public: 'No sign-in needed.',
  user: 'Any signed-in user: the session cookie, or the login token as `Authorization: Bearer`; without one, 401.',
  admin: 'Admins only: without a session, 401; with a student\'s session, 403.',
  'practice-token':
    'A learner\'s practice credential only (a personal access token or an OAuth access token as `Authorization: Bearer`); the site\'s session is not one. Without a live credential, 401 with `WWW-Authenticate: Bearer`.',
  learner:
    'A signed-in learner: the session (the site\'s own pages) or a practice credential (the learner\'s tools: a personal access token or an OAuth access token as `Authorization: Bearer`); without either, 401.',
};

/** The description's first line: who may call, and (`who`) any narrower rule the handler applies itself. */
export function accessSentence(access: Access, who?: string): string {
  return `**Access: ${documentedAccess(access)}.** ${SENTENCES[access]}${who ? ` ${who}` : ''}`;
}
