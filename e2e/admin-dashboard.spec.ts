import { expect, test, type Page } from './fixtures';
import { expectNoA11yViolations } from './axe';
import { logInAsAdmin } from './admin-helpers';
import { openPortalMenuIfFolded, uniqueEmail } from './helpers';

// Issue 6.1: the admin home shows key figures and a weekly chart read from the database.

async function thisWeekSignUps(page: Page): Promise<number> {
  const table = page.getByTestId('weekly-table');
  if (!(await table.isVisible())) await page.getByTestId('weekly-chart').getByText('Show the numbers').click();
  return Number(await table.locator('tbody tr').last().locator('td').first().textContent());
}

test('the admin home counts a new sign-up in the key figures and in this week’s bar', async ({ page, baseURL }, testInfo) => {
  await logInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const label of ['Students', 'Verified', 'Paid', 'Reviews', 'Videos', 'Ads']) {
    await expect(page.getByTestId('key-figures').getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  // The seed has demo students, reviews and ads, so the figures are real numbers, not placeholders.
  expect(Number(await page.getByTestId('figure-ads').textContent())).toBeGreaterThan(0);
  const students = Number(await page.getByTestId('figure-students').textContent());
  const signUps = await thisWeekSignUps(page);
  await expect(page.getByTestId('weekly-table').locator('tbody tr')).toHaveCount(12);
  await expectNoA11yViolations(page);

  const registered = await page.request.post('/api/auth/register', {
    headers: { Origin: baseURL! },
    data: {
      username: 'Dana Dashboard',
      email: uniqueEmail('dashboard', testInfo.project.name),
      phone: '+15551234567',
      password: 'Tester-pass-2026',
      selectedCourses: [],
    },
  });
  expect(registered.status()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('figure-students')).toHaveText(String(students + 1));
  expect(await thisWeekSignUps(page)).toBe(signUps + 1);

  // The sidebar marks the dashboard as the current page and the figures link to their pages.
  await openPortalMenuIfFolded(page);
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true }).first()).toHaveAttribute('aria-current', 'page');
});
