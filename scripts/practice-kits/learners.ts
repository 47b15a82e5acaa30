import { setTimeout as sleep } from 'node:timers/promises';
import { mailTo } from '../../tests/helpers/outbox';

// The learners the starter kits run as: registered, verified and logged in through the API, as a script of a
// learner's would, on the default install (the verification code is read from its data/outbox folder).

export interface KitLearner {
  email: string;
  password: string;
  /** The session cookie of the API login, for downloads. */
  cookie: string;
}

/** An OAuth client of a learner's (docs/product.md#practice-credentials): what the SOAP kit signs its messages with. */
export interface KitOAuthClient {
  clientId: string;
  clientSecret: string;
}

async function call(baseURL: string, path: string, init: { method: string; body?: unknown; cookie?: string }) {
  const reply = await fetch(new URL(path, baseURL), {
    method: init.method,
    headers: { 'content-type': 'application/json', origin: baseURL, ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await reply.text();
  if (!reply.ok) throw new Error(`${init.method} ${path} answered ${reply.status}: ${text}`);
  return { headers: reply.headers, text };
}

async function mailedCode(outboxDir: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const code = mailTo(outboxDir, email).at(-1)?.code;
    if (code) return code;
    await sleep(100);
  }
  throw new Error(`No verification code for ${email} in ${outboxDir}`);
}

/** A new verified student; with `bugMode`, their practice lab runs with the planted defects on. */
export async function createLearner(baseURL: string, outboxDir: string, name: string, bugMode: boolean): Promise<KitLearner> {
  const learner = { email: `${name}.${Date.now().toString(36)}@example.com`, password: 'Kit-runner-pass-2026' };
  await call(baseURL, '/api/auth/register', {
    method: 'POST',
    body: { username: 'Kit Runner', email: learner.email, phone: '+15557654321', password: learner.password, selectedCourses: [] },
  });
  const code = await mailedCode(outboxDir, learner.email);
  await call(baseURL, '/api/auth/confirm-email', { method: 'POST', body: { email: learner.email, code } });
  const login = await call(baseURL, '/api/auth/login', { method: 'POST', body: learner });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  await call(baseURL, '/api/practice/settings', { method: 'PUT', body: { bugMode }, cookie });
  return { ...learner, cookie };
}

/** A new OAuth client of the learner's, made as the learner makes one on the page: with their session. */
export async function createOAuthClient(baseURL: string, learner: KitLearner): Promise<KitOAuthClient> {
  const reply = await call(baseURL, '/api/practice/v1/oauth/clients', { method: 'POST', body: { name: 'starter kit' }, cookie: learner.cookie });
  const { clientId, clientSecret } = JSON.parse(reply.text) as KitOAuthClient;
  return { clientId, clientSecret };
}
