import { expect, type Browser, type Locator, type Page } from './fixtures';
import { expectNoA11yViolations } from './axe';
import { tinyMp4 } from './media-files';
import { ADMIN, PAID_STUDENT, UNPAID_STUDENT, openPortalMenuIfFolded } from './helpers';
import { setBugMode } from './practice/helpers';
import { DESKTOP, PHONE, StorageState, test } from './a11y-helpers';

// Every page of the app, for every audience, passes axe with no violation of any impact (e2e/axe.ts),
// at 1366×900 in the desktop project and 390×844 in the mobile one. Dialogs and menus are checked open.

test.beforeEach(async ({ page, isMobile }) => {
  expect(page.viewportSize()).toEqual(isMobile ? PHONE : DESKTOP);
});

/** Opens `path`, waits until it stays there with its h1 shown and nothing still loading, and runs axe. */
async function checkPage(page: Page, path: string) {
  await page.goto(path);
  const url = new URL(path, 'http://any');
  await expect(page).toHaveURL((current) => current.pathname === url.pathname && current.search === url.search);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNothingLoading(page);
  await expectNoA11yViolations(page);
}

/** The client-loaded lists (students, schedule, ads, videos, courses) show a 'Loading …' status first. */
async function expectNothingLoading(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^\s*Loading/ })).toHaveCount(0);
}

/** Opens `path`, clicks `opener`, waits for the dialog it opens, and runs axe with the dialog open. */
async function checkDialog(page: Page, path: string, opener: Locator, dialog: Locator) {
  await page.goto(path);
  await expectNothingLoading(page);
  await opener.click();
  await expect(dialog).toBeVisible();
  await expectNothingLoading(page);
  await expectNoA11yViolations(page);
}

/** The portal sidebar (a menu on phones) checked open, with its links and Logout. */
async function checkPortalNavigation(page: Page, path: string) {
  await page.goto(path);
  await openPortalMenuIfFolded(page);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectNoA11yViolations(page);
}

/** Uploads a training video with the admin's session; returns a function that deletes it again. */
async function uploadTrainingVideo(browser: Browser, baseURL: string, admin: StorageState, title: string) {
  const context = await browser.newContext({ baseURL, storageState: admin });
  const response = await context.request.post('/api/trainings', {
    multipart: { content: title, trainings: { name: 'a11y-check.mp4', mimeType: 'video/mp4', buffer: tinyMp4() } },
  });
  expect(response.ok()).toBe(true);
  const { video } = (await response.json()) as { video: { id: number } };
  return async () => {
    await context.request.delete(`/api/trainings/videos/${video.id}`);
    await context.close();
  };
}

test.describe('accessibility: visitor', () => {
  for (const path of [
    '/',
    '/home',
    '/learning',
    '/practice',
    '/service',
    '/product',
    '/search',
    '/search?q=testing',
    '/contact',
    '/login',
    '/register',
    '/verifyEmail',
    '/forgot-password',
  ]) {
    test(path, async ({ page }) => {
      await checkPage(page, path);
    });
  }

  test('a learning topic, /learning/{id}', async ({ page }) => {
    await page.goto('/learning');
    const href = await page.getByTestId('course-link').first().getAttribute('href');
    expect(href).toMatch(/^\/learning\/\d+$/);
    await checkPage(page, href!);
  });

  test('the site navigation with Resources open', async ({ page, isMobile }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' });
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const resources = nav.getByRole('button', { name: 'Resources' });
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expectNoA11yViolations(page);
  });
});

test.describe('accessibility: paid student', () => {
  test.use({ account: PAID_STUDENT });
  // The shop is a practice-lab exercise: its clean mode is the one that must pass (each exercise's own spec
  // checks its page with axe, docs/product.md#bug-mode).
  test.beforeEach(async ({ page }) => {
    await setBugMode(page.request, false);
  });

  for (const path of [
    '/student',
    '/student/student',
    '/student/practice',
    '/student/practice/shopping',
    '/student/reviews',
    '/payment',
  ]) {
    test(path, async ({ page }) => {
      await checkPage(page, path);
    });
  }

  test('the training videos on /learning', async ({ page, browser, baseURL, sessionOf }, testInfo) => {
    const title = `A11y check video ${testInfo.project.name} ${Date.now().toString(36)}`;
    const deleteVideo = await uploadTrainingVideo(browser, baseURL!, await sessionOf(ADMIN), title);
    try {
      await page.goto('/learning');
      await expect(page.getByTestId('videos-panel').getByTestId('training-video').filter({ hasText: title })).toHaveCount(1);
      await expectNoA11yViolations(page);
    } finally {
      await deleteVideo();
    }
  });

  test('the portal navigation, open', async ({ page }) => {
    await checkPortalNavigation(page, '/student');
  });

  for (const [opener, name] of [
    ['edit-profile', 'Edit Profile'],
    ['change-photo', 'Change Photo'],
    ['change-password', 'Change Password'],
  ]) {
    test(`the ${name} dialog`, async ({ page }) => {
      await checkDialog(page, '/student', page.getByTestId(opener), page.getByRole('dialog', { name }));
    });
  }

  test('the shop: the cart open, then Buy & Enjoy', async ({ page }) => {
    await page.goto('/student/practice/shopping');
    await expect(page.getByTestId('shopping-demo')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('add-to-cart-tomato').click();
    await page.getByRole('button', { name: 'Cart', exact: true }).click();
    const cart = page.getByTestId('cart-panel');
    await expect(cart).toBeVisible();
    await expectNoA11yViolations(page);
    await cart.getByRole('button', { name: 'Process to Buy' }).click();
    await expect(page.getByTestId('buy-modal')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('accessibility: unpaid student', () => {
  test.use({ account: UNPAID_STUDENT });

  for (const path of ['/payment', '/student', '/student/practice', '/student/reviews', '/learning']) {
    test(path, async ({ page }) => {
      await checkPage(page, path);
    });
  }
});

test.describe('accessibility: admin', () => {
  test.use({ account: ADMIN });

  for (const path of [
    '/admin',
    '/admin/profile',
    '/admin/students',
    '/admin/course-schedule',
    '/admin/training-video',
    '/admin/learning',
    '/admin/ads',
    '/admin/shopping',
    '/student',
    '/payment',
  ]) {
    test(path, async ({ page }) => {
      await checkPage(page, path);
    });
  }

  test('the portal navigation, open', async ({ page }) => {
    await checkPortalNavigation(page, '/admin');
  });

  const dialogs: { name: string; path: string; opener: (page: Page) => Locator; dialog: (page: Page) => Locator }[] = [
    {
      name: 'Register Student',
      path: '/admin/students',
      opener: (p) => p.getByRole('button', { name: 'Register Student' }),
      dialog: (p) => p.getByTestId('register-student-dialog'),
    },
    {
      name: 'Edit Student',
      path: '/admin/students',
      opener: (p) => p.getByTestId('edit-student').first(),
      dialog: (p) => p.getByTestId('edit-student-dialog'),
    },
    {
      name: 'Add New Course Schedule',
      path: '/admin/course-schedule',
      opener: (p) => p.getByRole('button', { name: 'Add New Course Schedule' }),
      dialog: (p) => p.getByRole('dialog', { name: 'Add New Course Schedule' }),
    },
    {
      name: 'Create Ad',
      path: '/admin/ads',
      opener: (p) => p.getByTestId('create-ad'),
      dialog: (p) => p.getByRole('dialog', { name: 'Create Ad' }),
    },
    {
      name: 'Edit Ad',
      path: '/admin/ads',
      opener: (p) => p.getByTestId('edit-ad').first(),
      dialog: (p) => p.getByRole('dialog', { name: 'Edit Ad' }),
    },
    {
      name: 'Edit Course Title',
      path: '/admin/learning',
      opener: (p) => p.getByRole('button', { name: 'Edit title' }),
      dialog: (p) => p.getByRole('dialog', { name: 'Edit Course Title' }),
    },
    {
      name: 'Edit Profile',
      path: '/admin/profile',
      opener: (p) => p.getByTestId('edit-profile'),
      dialog: (p) => p.getByRole('dialog', { name: 'Edit Profile' }),
    },
  ];
  for (const { name, path, opener, dialog } of dialogs) {
    test(`${path}: the ${name} dialog`, async ({ page }) => {
      await checkDialog(page, path, opener(page), dialog(page));
    });
  }
});
