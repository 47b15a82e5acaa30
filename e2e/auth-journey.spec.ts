import { expect, test } from './fixtures';
import { ADMIN, PAID_STUDENT, UNPAID_STUDENT, expectPath, logIn, openPortalMenuIfFolded } from './helpers';

test.describe('login, logout and role checks', () => {
  test('the admin logs in, lands on /admin, logs out, and /admin then sends them to /login', async ({ page }) => {
    await logIn(page, ADMIN);
    await expectPath(page, '/admin');
    await expect(page.locator('#admin-portal-title')).toHaveText('Admin Panel');

    await openPortalMenuIfFolded(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('qa-academy.identity'))).toBeNull();

    await page.goto('/admin');
    await expectPath(page, '/login');
    // The session really ended on the server, not only in the browser.
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
  });

  test('a wrong password shows the server error and stays on /login', async ({ page }) => {
    await logIn(page, { email: ADMIN.email, password: 'not-the-password' });
    await expect(page.getByTestId('notice-banner')).toHaveText('Invalid email or password.');
    await expectPath(page, '/login');
  });

  test('bad input shows the spec messages without calling the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('bad@@mail');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('this field include A-z 0-9 @ _ .')).toBeVisible();
    await expect(page.getByText('minimun 5 character')).toBeVisible();
  });

  test('the password field has a show/hide toggle', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-value');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a paid student lands on /student and is refused /admin', async ({ page }) => {
    await logIn(page, PAID_STUDENT);
    await expectPath(page, '/student');
    await expect(page.locator('#student-portal-title')).toHaveText('Student Portal');
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    const api = await page.request.get('/api/auth/me');
    expect(api.status()).toBe(200);
  });

  test('an unpaid student lands on /payment after login', async ({ page }) => {
    await logIn(page, UNPAID_STUDENT);
    await expectPath(page, '/payment');
  });

  test('unknown paths answer 404 at once and show Page Not Found after the wait', { tag: '@desktop' }, async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible({ timeout: 8_000 });
    await page.getByRole('link', { name: /back to home/i }).click();
    await expectPath(page, '/');
  });
});
