import { expect, test } from './fixtures';
import { PAID_STUDENT } from './helpers';
import { signInWithSavedSession } from './saved-sessions';

test.describe('site chrome', () => {
  // One visitor's load of the home page: the footer (scrolled down and back), the account links, then Resources
  // leading away to /learning.
  test('logged out: the footer has its links, the current year, and a back-to-top button after 200 px; banner (desktop) or mobile menu offers Login, Registration and Search, no Payment link; the Resources dropdown leads to Practice and Learning', async ({ page, isMobile }) => {
    await page.goto('/');
    await test.step('the footer has its links, the current year, and a back-to-top button after 200 px', async () => {
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
    await test.step('banner (desktop) or mobile menu offers Login, Registration and Search; no Payment link', async () => {
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
    await test.step('the Resources dropdown leads to Practice and Learning', async () => {
      const nav = isMobile ? page.getByRole('navigation', { name: 'Mobile' }) : page.getByRole('navigation', { name: 'Main' });
      // The phone's menu is still open from the step before.
      if (isMobile) await expect(nav).toBeVisible();
      const resources = nav.getByRole('button', { name: 'Resources' });
      await resources.click();
      await expect(resources).toHaveAttribute('aria-expanded', 'true');
      await nav.getByRole('link', { name: 'Learning' }).click();
      await expect(page).toHaveURL(/\/learning$/);
    });
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
});
