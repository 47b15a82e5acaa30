import { expect, request, test, type BrowserContext, type Page } from '@playwright/test';
import { expectPath, logIn } from './helpers';
import { serverURL } from './servers';

// A test that only needs to be signed in starts from a session that its worker logged in once through the login
// page, instead of typing the login again: cookies and the stored identity (localStorage) of that real login. The
// login page itself keeps its own tests (auth-journey, newcomer, accounts).

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
interface Account {
  email: string;
  password: string;
}

// Module state lives once per worker process, and each worker has its own server (e2e/servers.ts).
const saved = new Map<string, Promise<StorageState>>();

async function logInOnce(page: Page, who: Account, landing: string): Promise<StorageState> {
  const context = await page.context().browser()!.newContext({ baseURL: serverURL(test.info().parallelIndex) });
  try {
    const loginPage = await context.newPage();
    await logIn(loginPage, who);
    await expectPath(loginPage, landing);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The worker's saved session of `who`; logged in afresh when a test has ended the saved one (logout, revocation). */
async function liveSession(page: Page, who: Account, landing: string): Promise<StorageState> {
  const key = who.email;
  if (!saved.has(key)) saved.set(key, logInOnce(page, who, landing));
  const state = await saved.get(key)!;
  const api = await request.newContext({ baseURL: serverURL(test.info().parallelIndex), storageState: state });
  const alive = (await api.get('/api/auth/me')).status() === 200;
  await api.dispose();
  if (alive) return state;
  saved.delete(key);
  return liveSession(page, who, landing);
}

/**
 * Signs the page's browser context in as `who` (a session that lands on `landing`) and opens `open` (by default
 * `landing`): a test bound for another page goes there directly rather than through the landing page first.
 */
export async function signInWithSavedSession(page: Page, who: Account, landing: string, open = landing): Promise<void> {
  const state = await liveSession(page, who, landing);
  await page.context().addCookies(state.cookies);
  const stored = state.origins.flatMap((origin) => origin.localStorage);
  if (stored.length) {
    // localStorage belongs to the origin, so it is written from a page of the site: the cheapest one, a JSON reply.
    await page.goto('/api/health');
    await page.evaluate((items) => items.forEach(({ name, value }) => window.localStorage.setItem(name, value)), stored);
  }
  await page.goto(open);
  await expectPath(page, new URL(open, 'http://any').pathname);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
