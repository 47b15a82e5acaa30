import { expect, test, type Page } from './fixtures';
import { expectPath, PAID_STUDENT } from './helpers';

// The login form fills in the e-mail this browser remembers (registration, verification and logins keep one), but
// never into the field the user is typing in: written there once the page's script ran, it went in front of what
// they then typed (an e2e run that typed while the page started got the address twice: components/auth/login-form.tsx).
const REMEMBERED = 'someone.else@example.com';
const CHUNKS = '**/_next/static/chunks/**';

async function rememberAnotherAddress(page: Page) {
  await page.addInitScript((email) => window.localStorage.setItem('qa-academy.email', email), REMEMBERED);
}

test('an e-mail the browser remembers is not put into the field the user is typing in', async ({ page }) => {
  await rememberAnotherAddress(page);
  // The page's scripts are held until the user is in the field, so the focus surely comes first.
  const scripts = { held: [] as Array<() => void>, released: false };
  await page.route(CHUNKS, async (route) => {
    if (!scripts.released) await new Promise<void>((release) => scripts.held.push(release));
    await route.continue();
  });
  // Not to DOMContentLoaded: deferred scripts hold it, and they are held here.
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').focus();
  scripts.released = true;
  for (const release of scripts.held.splice(0)) release();
  await expect(page.getByRole('form', { name: 'Login' })).toHaveAttribute('data-ready', 'true');

  await page.keyboard.type(PAID_STUDENT.email);
  await expect(page.getByLabel('Email')).toHaveValue(PAID_STUDENT.email);
  await page.getByLabel('Password', { exact: true }).fill(PAID_STUDENT.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectPath(page, '/student');
});

test('an e-mail the browser remembers fills the empty field', async ({ page }) => {
  await rememberAnotherAddress(page);
  await page.goto('/login');
  await expect(page.getByRole('form', { name: 'Login' })).toHaveAttribute('data-ready', 'true');
  await expect(page.getByLabel('Email')).toHaveValue(REMEMBERED);
});
