import { expect, test } from './fixtures';
import { expectNoA11yViolations } from './axe';
import { PAID_STUDENT, logIn } from './helpers';
import { PRACTICE_ITEMS } from '../lib/practice/items';
import { expectOnlySameSiteLinks } from './same-site-links';

test.describe('practice and search', () => {
  test('practice list: intro when logged out, case-insensitive search, no-results text, links to /login', async ({ page }) => {
    await page.goto('/practice');
    await expect(page.getByRole('heading', { level: 1, name: 'Practice Now' })).toBeVisible();
    await expect(page.getByTestId('practice-intro')).toBeVisible();
    const items = page.getByTestId('practice-item');
    await expect(items).toHaveCount(PRACTICE_ITEMS.length);
    await expect(items.getByRole('link').first()).toHaveAttribute('href', '/login');
    await expectOnlySameSiteLinks(page);
    const search = page.getByTestId('practice-search');
    await expect(search).toHaveAttribute('placeholder', 'Search course content...');
    await search.fill('GROCERY');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Grocery');
    await search.fill('zzz-nothing');
    await expect(page.getByTestId('practice-no-results')).toHaveText('No results found for "zzz-nothing".');
    await search.fill('');
    await expectNoA11yViolations(page);
  });

  test('logged in: no intro, and Grocery leads to the shopping practice', async ({ page }) => {
    await logIn(page, PAID_STUDENT);
    await page.waitForURL('**/student');
    await page.goto('/practice');
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
