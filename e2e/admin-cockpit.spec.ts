import { expect, test, type Page } from './fixtures';
import { apiAs } from './api-session';
import { expectNoA11yViolations } from './axe';
import { logInAsAdmin } from './admin-helpers';
import { ADMIN, PAID_STUDENT, uniqueEmail } from './helpers';

// Issue 42, the trainer's cockpit (docs/product.md#admin-dashboard, #trainers-view), on the default install: each
// dashboard tile opens the list it counts, a learner who never started is found by the inactivity filter and opens
// their timeline, and every new page and state passes axe with learners in it (@phone: the tiles and filters reflow).
// The figures themselves are proven against a known class in tests/integration/admin-learning-dashboard.test.ts.

/** A tile's number, then the list its link opens, whose own count must be the same. */
async function tileOpensItsList(page: Page, tile: string, listCount: string, noun: RegExp) {
  await page.goto('/admin');
  const value = Number(await page.getByTestId(tile).textContent());
  await page.getByTestId(`${tile}-link`).click();
  await expect(page.getByTestId(listCount)).toHaveText(new RegExp(`^${value} ${noun.source}`));
  return value;
}

test('the dashboard’s charts have tables, and its tiles open the lists they count @phone', async ({ page }) => {
  // Six page loads and two axe runs.
  test.slow();
  await logInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Needs attention' })).toBeVisible();
  // The default install seeds videos for every course, so no course's paid students are left without one.
  await expect(page.getByTestId('attention')).toBeVisible();
  await expect(page.getByTestId('attention-no-videos')).toHaveCount(0);
  for (const chart of ['active-weeks', 'completion-weeks', 'practice-weeks']) {
    const figure = page.getByTestId(`${chart}-chart`);
    await figure.getByText('Show the numbers').click();
    await expect(page.getByTestId(`${chart}-table`).locator('tbody tr')).toHaveCount(12);
  }
  await page.getByTestId('distribution-chart').getByText('Show the numbers').click();
  await expect(page.getByTestId('distribution-row').first()).toBeVisible();
  await expectNoA11yViolations(page);
  await expect(page.getByTestId('learning-certificates-link')).toHaveAttribute('href', '/admin/certificates?status=issued');
  await expect(page.getByTestId('figure-reviews-link')).toHaveAttribute('href', '/admin/reviews');

  expect(await tileOpensItsList(page, 'learning-inactive', 'progress-count', /learners?/)).toBeGreaterThan(0);
  await expect(page.getByTestId('filter-inactive')).toHaveValue('14');
  await tileOpensItsList(page, 'learning-active', 'progress-count', /learners?/);
  expect(await tileOpensItsList(page, 'figure-paid', 'students-count', /students?/)).toBeGreaterThan(0);
  await expect(page.getByTestId('students-filter')).toHaveText(/Only paid students/);
  await expectNoA11yViolations(page);
  await tileOpensItsList(page, 'figure-verified', 'students-count', /students?/);
});

test('the inactivity filter finds a learner who never started; their row and their Students row open the timeline @phone', async ({ page, baseURL }, testInfo) => {
  // A learner who registers and does nothing is inactive from the start (never active).
  const admin = await apiAs(baseURL!, ADMIN);
  const learner = { username: `Ina Idle ${testInfo.project.name}`, email: uniqueEmail('idle', testInfo.project.name), password: 'Idle-pass-2026' };
  const created = await admin.post('/api/users', { data: learner });
  expect(created.status(), await created.text()).toBe(201);
  const userId = ((await created.json()) as { user: { id: string } }).user.id;
  await admin.dispose();
  await logInAsAdmin(page);

  // The class view: all courses, the inactivity filter finds the idle learner.
  await page.goto('/admin/progress');
  await page.getByTestId('filter-inactive').selectOption('14');
  await page.getByTestId('filter-q').fill(learner.email);
  await page.getByTestId('filter-apply').click();
  const row = page.getByTestId('progress-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-user-id', userId);
  await expect(row).toContainText('Never');
  await expect(page.getByTestId('progress-count')).toHaveText('1 learner · all courses · inactive for 14 days');
  await expectNoA11yViolations(page);
  await row.getByTestId('learner-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(learner.username);

  // A row of Students opens the same timeline.
  await page.goto('/admin/students');
  await page.getByTestId('student-row').filter({ hasText: learner.email }).getByTestId('student-timeline').click();
  await expect(page).toHaveURL(new RegExp(`/admin/progress/${userId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(learner.username);

  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the cockpit’s pages refuse students and visitors', { tag: '@desktop' }, async ({ baseURL }) => {
  const student = await apiAs(baseURL!, PAID_STUDENT);
  const visitor = await apiAs(baseURL!);
  for (const path of ['/admin', '/admin/messages', '/admin/progress?inactive=14', '/api/trainer/progress?active=7']) {
    expect((await student.get(path, { maxRedirects: 0 })).status(), path).toBe(403);
    const anonymous = await visitor.get(path, { maxRedirects: 0 });
    expect([307, 401], path).toContain(anonymous.status());
    if (anonymous.status() === 307) expect(anonymous.headers().location, path).toMatch(/\/login$/);
  }
  await student.dispose();
  await visitor.dispose();
});
