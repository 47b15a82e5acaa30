import { expect, type Page } from '@playwright/test';
import { ADMIN, expectPath, openPortalMenuIfFolded } from './helpers';
import { signInWithSavedSession } from './saved-sessions';

// Steps the admin page specs share.

/** Signs in as the admin (the worker's saved session) and opens /admin. */
export async function logInAsAdmin(page: Page) {
  await signInWithSavedSession(page, ADMIN, '/admin');
}

/**
 * Logs in as the admin and opens an admin page through the sidebar, as an admin gets there (folded
 * into a menu on small screens). The sidebar link and the page's h1 carry the same `name`.
 */
export async function openAdminPage(page: Page, name: string, path: string) {
  await logInAsAdmin(page);
  await openPortalMenuIfFolded(page);
  await page.getByRole('link', { name }).click();
  await expectPath(page, path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A stubbed reply to a GET. */
export interface StubbedReply {
  status?: number;
  json: unknown;
}

/**
 * Holds every GET of `url` until `release()` (so the loading state can be seen), then answers each
 * with the reply `answerWith` set last; other methods go through. `page.unroute(url)` ends it.
 */
export async function holdListReads(page: Page, url: string, first: StubbedReply) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let answer = first;
  await page.route(url, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    await held;
    await route.fulfill(answer);
  });
  return {
    release,
    answerWith: (next: StubbedReply) => {
      answer = next;
    },
  };
}
