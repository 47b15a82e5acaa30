import { expect } from 'vitest';
import * as inboxList from '@/app/api/practice/v1/inbox/route';
import * as inboxItem from '@/app/api/practice/v1/inbox/[id]/route';
import * as inboxRaw from '@/app/api/practice/v1/inbox/[id]/raw/route';
import { createPracticeToken } from '@/lib/practice/credentials/personal-tokens';
import { PRACTICE_BANK_STATE } from '@/lib/practice/exercises/practice-bank/state';
import { updatePracticeState } from '@/lib/practice/state-store';
import { call, type CallResult } from '@/tests/helpers/http';
import { assertKeepsPracticeContract } from '@/tests/helpers/openapi-contract';
import type { TestUser } from '@/tests/helpers/users';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const signIn = mountedPracticeRoute('/api/practice/v1/practice-bank/sign-in');
const signInVerify = mountedPracticeRoute('/api/practice/v1/practice-bank/sign-in/verify');
const session = mountedPracticeRoute('/api/practice/v1/practice-bank/session');
const signUp = mountedPracticeRoute('/api/practice/v1/practice-bank/sign-up');
const signUpResend = mountedPracticeRoute('/api/practice/v1/practice-bank/sign-up/resend');
const signUpVerify = mountedPracticeRoute('/api/practice/v1/practice-bank/sign-up/verify');

// Calls of the Practice Bank and the practice inbox as a learner's tools make them (docs/practice/practice-bank.md):
// with the learner's personal access token as a bearer token, or their session cookie where a test says so. Every
// inbox reply is held to the practice OpenAPI document (docs/architecture.md#api-contract).

const BANK = '/api/practice/v1/practice-bank';
const INBOX = '/api/practice/v1/inbox';

const tokens = new Map<string, Promise<string>>();
/** The learner's personal access token for these tests, created once. */
export function tokenOf(user: TestUser): Promise<string> {
  if (!tokens.has(user.id)) tokens.set(user.id, createPracticeToken(user.id, 'Practice Bank tests').then((issued) => issued.token));
  return tokens.get(user.id)!;
}

export interface As {
  /** Send the session cookie instead of the token (the page's way). */
  bySession?: boolean;
}

async function credentials(user: TestUser, as: As = {}) {
  return as.bySession ? { cookie: user.cookie } : { bearer: await tokenOf(user) };
}

type Handler = Parameters<typeof call>[0];
async function post(handler: Handler, path: string, user: TestUser, body: unknown, as?: As): Promise<CallResult> {
  return call(handler, { method: 'POST', path: `${BANK}${path}`, body, ...(await credentials(user, as)) });
}

export const bank = {
  signUp: (user: TestUser, email: string, name = 'Ana Lima', as?: As) => post(signUp.POST, '/sign-up', user, { name, email }, as),
  resend: (user: TestUser, email: string, as?: As) => post(signUpResend.POST, '/sign-up/resend', user, { email }, as),
  verifySignUp: (user: TestUser, email: string, code: string, as?: As) => post(signUpVerify.POST, '/sign-up/verify', user, { email, code }, as),
  signIn: (user: TestUser, email: string, as?: As) => post(signIn.POST, '/sign-in', user, { email }, as),
  verifySignIn: (user: TestUser, email: string, code: string, as?: As) => post(signInVerify.POST, '/sign-in/verify', user, { email, code }, as),
  session: async (user: TestUser, as?: As) => call(session.GET, { path: `${BANK}/session`, ...(await credentials(user, as)) }),
  signOut: async (user: TestUser, as?: As) => call(session.DELETE, { method: 'DELETE', path: `${BANK}/session`, ...(await credentials(user, as)) }),
};

type RouteModule = Record<string, unknown>;
const INBOX_ROUTES: [RegExp, RouteModule][] = [
  [/^\/api\/practice\/v1\/inbox$/, inboxList],
  [/^\/api\/practice\/v1\/inbox\/([^/]+)$/, inboxItem],
  [/^\/api\/practice\/v1\/inbox\/([^/]+)\/raw$/, inboxRaw],
];

export interface InboxSend extends As {
  bearer?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Any method on an inbox path, routed as Next would; the reply is held to the OpenAPI document. */
export async function inbox(method: string, path: string, user: TestUser | null, options: InboxSend = {}): Promise<CallResult> {
  const pathname = path.split('?')[0];
  const route = INBOX_ROUTES.find(([pattern]) => pattern.test(pathname));
  if (!route) throw new Error(`no inbox route for ${pathname}`);
  const [pattern, module] = route;
  const id = pattern.exec(pathname)![1];
  const handler = module[method] as Handler;
  const who = options.bearer ? { bearer: options.bearer } : user ? await credentials(user, options) : {};
  const reply = await call(handler, { method, path, params: id ? { id } : {}, signal: options.signal, headers: options.headers, ...who });
  assertKeepsPracticeContract({ method, path }, { status: reply.status, headers: reply.headers, body: reply.json });
  return reply;
}

export const INBOX_PATH = INBOX;

/** The learner's inbox (messages oldest first, and lastId), after `since`. */
export async function messagesOf(user: TestUser, query = '', as: As = {}): Promise<{ messages: { id: number; to: string; subject: string; text: string; html: string; rawUrl: string }[]; lastId: number }> {
  const reply = await inbox('GET', `${INBOX}${query}`, user, as);
  if (reply.status !== 200) throw new Error(`inbox: ${reply.status} ${JSON.stringify(reply.json)}`);
  return reply.json;
}

/** The code in a message's text part: the 6 digits alone on their line. */
export const codeIn = (text: string) => /^(\d{6})$/m.exec(text)![1];

/** The code of the newest message to `email`. */
export async function latestCodeFor(user: TestUser, email: string, as: As = {}): Promise<string> {
  const { messages } = await messagesOf(user, `?to=${encodeURIComponent(email)}`, as);
  return codeIn(messages.at(-1)!.text);
}

/** Moves the learner's bank `seconds` into the past: codes age, cooldowns run out, with no clock touched. */
export async function ageBank(user: TestUser, seconds: number): Promise<void> {
  const by = seconds * 1000;
  await updatePracticeState(user.id, PRACTICE_BANK_STATE, (state) => {
    for (const account of state.accounts) {
      account.createdAt -= by;
      for (const purpose of ['sign-up', 'sign-in'] as const) if (account.lastSent[purpose] !== null) account.lastSent[purpose] -= by;
      if (account.code) {
        account.code.sentAt -= by;
        account.code.expiresAt -= by;
      }
    }
  });
}

/** Opens a verified account: sign-up, its mailed code, verify; then signed out. */
export async function verifiedAccount(user: TestUser, email: string): Promise<void> {
  expect((await bank.signUp(user, email)).status).toBe(201);
  expect((await bank.verifySignUp(user, email, await latestCodeFor(user, email))).status).toBe(200);
  expect((await bank.signOut(user)).status).toBe(200);
}
