import { expect, test } from './fixtures';
import { expectNoA11yViolations } from './axe';
import { PAID_STUDENT } from './helpers';
import { signInWithSavedSession } from './saved-sessions';
import { exerciseCountText, PRACTICE_ITEMS } from '../lib/practice/items';
import { expectOnlySameSiteLinks } from './same-site-links';

test.describe('practice and search', () => {
  // One visitor's load of /practice: the list and its search, then (issue 41) the count from the registry, each card's
  // own picture, and a card that leads through the login back to its exercise.
  test('practice list: intro when logged out, case-insensitive search, no-results text, links to /login; a visitor who opens a practice card logs in and lands on that exercise; the list counts its items and each has its icon', async ({ page }) => {
    await page.goto('/practice');
    await expect(page.getByRole('heading', { level: 1, name: 'Practice Now' })).toBeVisible();
    await expect(page.getByTestId('practice-intro')).toBeVisible();
    const items = page.getByTestId('practice-item');
    await expect(items).toHaveCount(PRACTICE_ITEMS.length);
    await expect(items.getByRole('link').first()).toHaveAttribute('href', '/login?next=%2Fstudent%2Fpractice%2Fshopping');
    await expectOnlySameSiteLinks(page);
    const search = page.getByTestId('practice-search');
    await expect(search).toHaveAttribute('placeholder', 'Search practice exercises…');
    await search.fill('GROCERY');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Grocery');
    await search.fill('zzz-nothing');
    await expect(page.getByTestId('practice-no-results')).toHaveText('No results found for "zzz-nothing".');
    await search.fill('');
    await expectNoA11yViolations(page);

    await expect(page.getByText(`${exerciseCountText()} that cover the everyday work of a tester`)).toBeVisible();
    const icons = page.getByTestId('practice-item').getByTestId('practice-item-icon');
    await expect(icons).toHaveCount(PRACTICE_ITEMS.length);
    const drawn = await icons.evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
    expect(new Set(drawn).size, 'one picture per item').toBe(PRACTICE_ITEMS.length);
    await page.getByTestId('practice-item').filter({ hasText: 'Mouse Action' }).getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/student/practice/mouse-action');
    await page.getByLabel('Email').fill(PAID_STUDENT.email);
    await page.getByLabel('Password', { exact: true }).fill(PAID_STUDENT.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/student/practice/mouse-action'));
  });

  test('logged in: no intro, and Grocery leads to the shopping practice', async ({ page }) => {
    await signInWithSavedSession(page, PAID_STUDENT, '/student', '/practice');
    await expect(page.getByTestId('practice-intro')).toBeHidden();
    const grocery = page.getByTestId('practice-item').filter({ hasText: 'Grocery' }).getByRole('link');
    await expect(grocery).toHaveAttribute('href', '/student/practice/shopping');
  });

  test('site search finds courses, chunks and practice items and highlights the match', async ({ page }) => {
    await page.goto('/search?q=boundary');
    const results = page.getByTestId('search-result');
    expect(await results.count()).toBeGreaterThan(0);
    await expect(results.first().locator('mark').first()).toHaveText(/boundary/i);
    await page.getByTestId('search-input').fill('grocery');
    await page.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(/q=grocery/);
    await expect(page.getByTestId('search-result').filter({ hasText: 'Grocery' })).toHaveCount(1);
    await expectNoA11yViolations(page);
  });

  test('service and product pages have real content', async ({ page }) => {
    for (const path of ['/service', '/product']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: /register|join|enrol|get started/i }).first()).toBeVisible();
      await expectNoA11yViolations(page);
    }
  });
});
