import { expect, test, type Page } from './fixtures';
import { expectNoA11yViolations } from './axe';
import { logInAsAdmin } from './admin-helpers';

// The carousels show one slide or several, and the schedule table scrolls, by the viewport: the phone runs it too.
test.describe('home page', { tag: '@phone' }, () => {
  // One load of the home page serves its sections, its schedule table and both carousels (test.step each).
  test('hero, programs and the sections on why testing matters; the schedule table; the ads and Student Comments! carousels', async ({ page }) => {
    const heading = page.getByRole('heading', { level: 1, name: 'Project-Based Testing Training' });
    await page.goto('/');
    await expect(heading).toBeVisible();
    const programs = page.getByTestId('home-programs');
    await expect(programs.getByRole('heading', { name: 'Our Projects & Certificates' })).toBeVisible();
    const links = programs.getByTestId('home-course-link');
    await expect(links).toHaveCount(3);
    await expect(links.nth(0)).toHaveText(/Manual Testing/);
    await expect(links.nth(0)).toHaveAttribute('href', /^\/learning\/\d+$/);
    await expect(programs.getByRole('link', { name: 'More...' })).toHaveAttribute('href', '/learning');
    for (const theme of [/career/i, /skill/i, /demand/i, /adaptable/i]) {
      await expect(page.getByTestId('home-why-testing').getByText(theme).first()).toBeVisible();
    }
    await expect(page.getByTestId('home-cta').getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/register');
    await expectNoA11yViolations(page);

    await test.step('the Course Schedule table shows the seeded rows with the spec columns', async () => {
      await expectScheduleTable(page);
    });
    await test.step('the ads carousel uses the spec options and shows badge, title and image', async () => {
      await expectAdsCarousel(page);
    });
    await test.step('the Student Comments! carousel uses the cards effect settings and shows each review', async () => {
      await expectCommentsCarousel(page);
    });

    await test.step('/home is the home page too, and the hero Join Now opens /register', async () => {
      await page.goto('/home');
      await expect(heading).toBeVisible();
      await page.getByTestId('hero').getByRole('link', { name: 'Join Now' }).click();
      await expect(page).toHaveURL(/\/register$/);
    });
  });

  async function expectScheduleTable(page: Page) {
    const table = page.getByTestId('schedule-table');
    // The spec's columns, then each batch's Enrol (docs/product.md#home-page).
    await expect(table.getByRole('columnheader')).toHaveText(['ID', 'Course Name', 'Start Date', 'Weekdays', 'Demo Date', 'Duration', 'Time', 'Fee', 'Enrol']);
    const rows = table.getByTestId('schedule-row');
    await expect(rows).toHaveCount(4);
    const first = rows.first().locator('th, td');
    await expect(first.nth(7)).toHaveText(/^\$\d+$/);
    await expect(first.nth(4)).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  }

  async function expectAdsCarousel(page: Page) {
    const carousel = page.getByTestId('ads-carousel');
    const options = JSON.parse((await carousel.getAttribute('data-swiper-options'))!);
    expect(options).toMatchObject({ autoplayDelay: 15000, dynamicBullets: true });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-swiper-ready', 'true');
    const slide = carousel.getByTestId('ad-slide').first();
    await expect(slide.getByTestId('ad-badge')).toHaveText('Ads');
    await expect(slide.getByTestId('ad-title')).not.toBeEmpty();
    const image = slide.getByTestId('ad-media');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('[data-test="home-ads"] .swiper-pagination-bullets-dynamic')).toHaveCount(1);
  }

  async function expectCommentsCarousel(page: Page) {
    await expect(page.getByRole('heading', { name: 'Student Comments!' })).toBeVisible();
    const carousel = page.getByTestId('comments-carousel');
    const options = JSON.parse((await carousel.getAttribute('data-swiper-options'))!);
    expect(options).toMatchObject({ autoplayDelay: 3500, speed: 1000, loop: true, effect: 'cards', perSlideRotate: 2, perSlideOffset: 8 });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-swiper-ready', 'true');
    const cards = carousel.getByTestId('comment-card');
    await expect(cards).toHaveCount(4);
    const card = cards.first();
    await expect(card.getByTestId('comment-content')).toHaveText(/^[“"].+[”"]$/s);
    await expect(card.getByTestId('comment-username')).not.toBeEmpty();
    await expect(card.getByTestId('comment-date')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  }

  // What the server serves after a change, the same on any screen: desktop only.
  test('an admin change to the schedule shows at once, including the empty state', { tag: '@desktop' }, async ({ page }) => {
    await logInAsAdmin(page);
    const { data } = await (await page.request.get('/api/schedule')).json();
    try {
      for (const row of data) {
        expect((await page.request.delete('/api/schedule', { data: { course_id: row.id } })).status()).toBe(200);
      }
      await page.goto('/');
      await expect(page.getByTestId('schedule-empty')).toHaveText('There is no schedule for now ...');
    } finally {
      for (const row of data as Record<string, unknown>[]) {
        // Put back as a batch of its catalogue course (every seeded batch has one).
        const fields = Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'id' && key !== 'Project Name'));
        expect((await page.request.post('/api/schedule', { data: fields })).status()).toBe(200);
      }
    }
    await page.goto('/');
    await expect(page.getByTestId('schedule-row')).toHaveCount(data.length);
  });
});
