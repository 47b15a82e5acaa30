import { expectConsoleClean, watchConsole } from './console-watch';
import { test as base, type BrowserContextOptions } from './fixtures';
import { ADMIN, PAID_STUDENT, UNPAID_STUDENT, expectPath, logIn } from './helpers';
import { serverURL } from './servers';

// The accessibility spec's fixtures (a session per account and worker, the viewport per project, a clean
// console) and its page checks (a11y-pages.spec.ts).

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

export type Account = typeof ADMIN;
export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Where each account lands after logging in. */
export const LANDING = new Map<Account, string>([
  [ADMIN, '/admin'],
  [PAID_STUDENT, '/student'],
  [UNPAID_STUDENT, '/payment'],
]);

export interface SessionFixtures {
  /** The cookies and storage of `account` logged in once per worker, so each page's test starts signed in. */
  sessionOf: (account: Account) => Promise<StorageState>;
}

export const test = base.extend<{ account: Account | null; knownBroken: RegExp[] }, SessionFixtures>({
  account: [null, { option: true }],
  /** Failures a page shows on purpose (the Web Elements exercise's broken images), left out of the console check. */
  knownBroken: [[], { option: true }],
  sessionOf: [
    async ({ browser }, provide, workerInfo) => {
      const sessions = new Map<Account, Promise<StorageState>>();
      async function logInOnce(account: Account): Promise<StorageState> {
        const context = await browser.newContext({ baseURL: serverURL(workerInfo.parallelIndex) });
        const page = await context.newPage();
        await logIn(page, account);
        await expectPath(page, LANDING.get(account)!);
        const state = await context.storageState();
        await context.close();
        return state;
      }
      await provide((account) => {
        if (!sessions.has(account)) sessions.set(account, logInOnce(account));
        return sessions.get(account)!;
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ account, sessionOf }, provide) => provide(account ? await sessionOf(account) : undefined),
  // Each project checks its own size: the phone project (a mobile device) at 390×844, the other at 1366×900.
  viewport: async ({ isMobile }, provide) => provide(isMobile ? PHONE : DESKTOP),
  // Every page, dialog and menu these tests open is also console-clean: no console error, no uncaught
  // error, no failed request (e2e/console-watch.ts), checked after the test's own checks.
  page: async ({ page, knownBroken }, provide) => {
    // The contact page embeds an OpenStreetMap map, another site that CI machines cannot reach: a stand-in
    // answers for it, so the check is about this site's own requests.
    await page.route(/^https:\/\/www\.openstreetmap\.org\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title></html>' }),
    );
    const watch = watchConsole(page);
    await provide(page);
    expectConsoleClean(watch, knownBroken);
  },
});
