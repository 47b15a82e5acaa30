import { adminCookie } from './admin-login';

export interface Learner {
  email: string;
  cookie: string;
}

const PASSWORD = 'Bench-learner-2026';

/** The cookies a reply sets, as a Cookie header (cleared ones left out). */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/**
 * `count` student accounts made through the admin API, each logged in through the login route (one session
 * each, as a class of learners at their own machines). Learners are spread over `urls` round robin.
 */
export async function createLearners(
  urls: string[],
  count: number,
  tag: string,
  adminAccount?: { email: string; password: string },
): Promise<Learner[]> {
  const admin = await adminCookie(urls[0], adminAccount);
  const learners: Learner[] = [];
  for (let i = 0; i < count; i++) {
    const email = `learner-${tag}-${i}@bench.test`;
    const created = await fetch(`${urls[0]}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin },
      body: JSON.stringify({ username: `Learner ${i}`, email, password: PASSWORD }),
    });
    if (created.status !== 201) throw new Error(`creating ${email} answered ${created.status}: ${await created.text()}`);
    const login = await fetch(`${urls[i % urls.length]}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`logging in ${email} answered ${login.status}: ${await login.text()}`);
    learners.push({ email, cookie: cookieOf(login) });
  }
  return learners;
}
