import { expect, type Browser, type Locator, type Page } from './fixtures';
import { expectNoA11yViolations } from './axe';
import { tinyMp4 } from './media-files';
import { ADMIN, PAID_STUDENT, UNPAID_STUDENT } from './helpers';
import { setBugMode } from './practice/helpers';
import { DESKTOP, PHONE, StorageState, test } from './a11y-helpers';

// Every page of the app, for every audience, passes axe with no violation of any impact (e2e/axe.ts),
// at 1366×900 in the desktop project and 390×844 in the mobile one. Dialogs and menus are checked open, each in
// the page load of the page it belongs to: one load per page, its dialogs opened and closed in turn (test.step).
// The pages of one audience are visited in turn in one browser, a step each, as a user goes from page to page: a new
// browser per page set up its context and compiled the app's shared scripts afresh every time, 4 CPU-seconds a page
// on CI's machine, and it is the page that is under test, not a first visit.

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

/**
 * On the page already shown: clicks `opener`, waits for the dialog it opens, runs axe with the dialog open, and closes
 * it with Escape (every dialog is components/ui/modal.tsx), so the next dialog of the same page load starts from it.
 */
async function checkDialog(page: Page, opener: Locator, dialog: Locator) {
  await opener.click();
  await expect(dialog).toBeVisible();
  await expectNothingLoading(page);
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * The portal sidebar checked open, with its links and Logout, on the page already shown. On a phone it is a menu,
 * opened here and checked with axe; on a desktop it is always open, so the page's own axe run has checked it.
 */
async function checkPortalNavigation(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const folded = await toggle.isVisible();
  if (folded) await toggle.click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  if (folded) await expectNoA11yViolations(page);
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

/** A page step per path, in one page: each page still loaded (goto) and checked as a page of its own. */
async function checkPages(page: Page, paths: string[]) {
  for (const path of paths) await test.step(path, () => checkPage(page, path));
}

/** What a test that visits `pages` pages may take: a page and its checks took 2 to 4 s on CI's loaded machine. */
const forPages = (pages: number) => test.setTimeout(Math.max(60_000, pages * 15_000));

test.describe('accessibility: visitor', () => {
  const VISITOR_PAGES = [
    ['/home', '/practice', '/service', '/product', '/search', '/search?q=testing'],
    ['/contact', '/login', '/register', '/verifyEmail', '/forgot-password'],
  ];
  for (const paths of VISITOR_PAGES) {
    test(paths.join(', '), async ({ page }) => {
      forPages(paths.length);
      await checkPages(page, paths);
    });
  }

  test('/, then the site navigation with Resources open', async ({ page, isMobile }) => {
    await checkPage(page, '/');
    await test.step('Resources open', async () => {
      const nav = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' });
      if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
      const resources = nav.getByRole('button', { name: 'Resources' });
      await resources.click();
      await expect(resources).toHaveAttribute('aria-expanded', 'true');
      await expectNoA11yViolations(page);
    });
  });

  test('/learning, then a learning topic, /learning/{id}', async ({ page }) => {
    await checkPage(page, '/learning');
    await test.step('a learning topic', async () => {
      const href = await page.getByTestId('course-link').first().getAttribute('href');
      expect(href).toMatch(/^\/learning\/\d+$/);
      await checkPage(page, href!);
    });
  });
});

test.describe('accessibility: paid student', () => {
  test.use({ account: PAID_STUDENT });
  // The shop is a practice-lab exercise: its clean mode is the one that must pass (each exercise's own spec
  // checks its page with axe, docs/product.md#bug-mode).
  test.beforeEach(async ({ page }) => {
    await setBugMode(page.request, false);
  });

  const PAID_PAGES = ['/student/student', '/student/practice', '/student/reviews', '/payment'];
  test(PAID_PAGES.join(', '), async ({ page }) => {
    forPages(PAID_PAGES.length);
    await checkPages(page, PAID_PAGES);
  });

  test('/student: the page, the Edit Profile, Change Photo and Change Password dialogs, the portal navigation open', async ({ page }) => {
    await checkPage(page, '/student');
    for (const [opener, name] of [
      ['edit-profile', 'Edit Profile'],
      ['change-photo', 'Change Photo'],
      ['change-password', 'Change Password'],
    ]) {
      await test.step(`the ${name} dialog`, () => checkDialog(page, page.getByTestId(opener), page.getByRole('dialog', { name })));
    }
    await test.step('the portal navigation, open', () => checkPortalNavigation(page));
  });

  test('/student/practice/shopping: the page, then the cart open, then Buy & Enjoy', async ({ page }) => {
    await checkPage(page, '/student/practice/shopping');
    await test.step('the cart open, then Buy & Enjoy', async () => {
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
});

test.describe('accessibility: unpaid student', () => {
  test.use({ account: UNPAID_STUDENT });

  const UNPAID_PAGES = ['/payment', '/student', '/student/practice', '/student/reviews', '/learning'];
  test(UNPAID_PAGES.join(', '), async ({ page }) => {
    forPages(UNPAID_PAGES.length);
    await checkPages(page, UNPAID_PAGES);
  });
});

test.describe('accessibility: admin', () => {
  test.use({ account: ADMIN });

  // Each page with the dialogs it opens (none for most), checked in one load of the page.
  const pages: { path: string; dialogs: { name: string; opener: (page: Page) => Locator; dialog: (page: Page) => Locator }[] }[] = [
    { path: '/admin/shopping', dialogs: [] },
    { path: '/admin/training-video', dialogs: [] },
    { path: '/student', dialogs: [] },
    { path: '/payment', dialogs: [] },
    {
      path: '/admin/students',
      dialogs: [
        { name: 'Register Student', opener: (p) => p.getByRole('button', { name: 'Register Student' }), dialog: (p) => p.getByTestId('register-student-dialog') },
        { name: 'Edit Student', opener: (p) => p.getByTestId('edit-student').first(), dialog: (p) => p.getByTestId('edit-student-dialog') },
      ],
    },
    {
      path: '/admin/course-schedule',
      dialogs: [
        {
          name: 'Add New Course Schedule',
          opener: (p) => p.getByRole('button', { name: 'Add New Course Schedule' }),
          dialog: (p) => p.getByRole('dialog', { name: 'Add New Course Schedule' }),
        },
      ],
    },
    {
      path: '/admin/ads',
      dialogs: [
        { name: 'Create Ad', opener: (p) => p.getByTestId('create-ad'), dialog: (p) => p.getByRole('dialog', { name: 'Create Ad' }) },
        { name: 'Edit Ad', opener: (p) => p.getByTestId('edit-ad').first(), dialog: (p) => p.getByRole('dialog', { name: 'Edit Ad' }) },
      ],
    },
    {
      path: '/admin/learning',
      dialogs: [
        { name: 'Edit Course Title', opener: (p) => p.getByRole('button', { name: 'Edit title' }), dialog: (p) => p.getByRole('dialog', { name: 'Edit Course Title' }) },
      ],
    },
    {
      path: '/admin/profile',
      dialogs: [{ name: 'Edit Profile', opener: (p) => p.getByTestId('edit-profile'), dialog: (p) => p.getByRole('dialog', { name: 'Edit Profile' }) }],
    },
  ];
  // Two tests of about five pages each, so the two workers share them out.
  for (const group of [pages.slice(0, 5), pages.slice(5)]) {
    test(group.map(({ path, dialogs }) => (dialogs.length ? `${path} with ${dialogs.map((d) => `the ${d.name} dialog`).join(', ')}` : path)).join('; '), async ({ page }) => {
      forPages(group.length + group.reduce((sum, { dialogs }) => sum + dialogs.length, 0));
      for (const { path, dialogs } of group) {
        await test.step(path, async () => {
          await checkPage(page, path);
          for (const { name, opener, dialog } of dialogs) {
            await test.step(`the ${name} dialog`, () => checkDialog(page, opener(page), dialog(page)));
          }
        });
      }
    });
  }

  test('/admin: the page, then the portal navigation open', async ({ page }) => {
    await checkPage(page, '/admin');
    await test.step('the portal navigation, open', () => checkPortalNavigation(page));
  });
});
