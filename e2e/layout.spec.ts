import { expect, test } from './fixtures';
import { PAID_STUDENT } from './helpers';
import { signInWithSavedSession } from './saved-sessions';

test.describe('site chrome', () => {
  test('logged out: banner (desktop) or mobile menu offers Login, Registration and Search; no Payment link', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Register' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Search' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Payment' })).toHaveCount(0);
    } else {
      const banner = page.getByRole('navigation', { name: 'Account' });
      await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Registration' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Search' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payment' })).toHaveCount(0);
    }
  });

  test('logged in as a student: Profile and Payment appear', async ({ page, isMobile }) => {
    await signInWithSavedSession(page, PAID_STUDENT, '/student', '/');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Payment' })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    } else {
      const banner = page.getByRole('navigation', { name: 'Account' });
      await expect(banner.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/student');
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payment' })).toBeVisible();
    }
  });

  test('the Resources dropdown leads to Practice and Learning', async ({ page, isMobile }) => {
    await page.goto('/');
    const nav = isMobile ? page.getByRole('navigation', { name: 'Mobile' }) : page.getByRole('navigation', { name: 'Main' });
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const resources = nav.getByRole('button', { name: 'Resources' });
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Learning' }).click();
    await expect(page).toHaveURL(/\/learning$/);
  });

  test('the footer has its links, the current year, and a back-to-top button after 200 px', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    await expect(footer.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/learning');
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeHidden();
    await page.mouse.wheel(0, 1200);
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });
});
