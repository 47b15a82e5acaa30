import { expect, type Page } from '@playwright/test';
import { MSG } from '../lib/messages';

// Credentials the e2e web server is started with (playwright.config.ts).
export const ADMIN = { email: 'admin@qa-academy.test', password: 'Admin-pass-2026' };
export const PAID_STUDENT = { email: 'priya.raman@example.com', password: 'Student-pass-2026' };
export const UNPAID_STUDENT = { email: 'marcus.johnson@example.com', password: 'Student-pass-2026' };

export async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The portal sidebar folds into a menu on small screens; open it when it is folded. */
export async function openPortalMenuIfFolded(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
}

export async function expectPath(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

const SINK = `http://127.0.0.1:${process.env.E2E_SINK_HTTP_PORT ?? 3125}`;

/** The latest 6-digit code the app e-mailed to `to`, read from the e2e SMTP sink. */
export async function latestCode(to: string, after = 0): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${SINK}/messages?to=${encodeURIComponent(to)}`);
        const list = (await response.json()) as { code: string | null }[];
        found = list.length > after ? list[list.length - 1].code : null;
        return found;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return found!;
}

export async function mailCount(to: string): Promise<number> {
  const response = await fetch(`${SINK}/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as unknown[]).length;
}

/** The subjects of every message the app e-mailed to `to`, oldest first, from the e2e SMTP sink. */
export async function mailSubjects(to: string): Promise<string[]> {
  const response = await fetch(`${SINK}/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { subject: string }[]).map((mail) => mail.subject);
}

export function uniqueEmail(prefix: string, projectName: string): string {
  return `${prefix}.${projectName}.${Date.now().toString(36)}@example.com`.toLowerCase();
}

export async function fillRegistration(page: Page, email: string, password = 'Tester-pass-2026') {
  await page.goto('/register');
  await page.getByTestId('register-first-name').fill('Quinn');
  await page.getByTestId('register-last-name').fill('Tester');
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-phone').fill('+15557654321');
  await page.getByRole('checkbox', { name: 'Manual Testing' }).check();
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-retype-password').fill(password);
  await page.getByTestId('register-submit').click();
}

/** Registers, verifies with the mailed code, and logs in: returns the credentials. */
export async function registerVerifiedStudent(page: Page, email: string) {
  const password = 'Tester-pass-2026';
  await fillRegistration(page, email, password);
  await expectPath(page, '/verifyEmail');
  await page.getByTestId('verify-code').fill(await latestCode(email));
  await page.getByTestId('verify-submit').click();
  await expect(page.getByText(MSG.verified)).toBeVisible();
  await expectPath(page, '/login');
  await logIn(page, { email, password });
  await expectPath(page, '/payment');
  return { email, password };
}
