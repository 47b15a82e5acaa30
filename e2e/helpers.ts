import { expect, type Page } from '@playwright/test';

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
