import { expect, test, type Page } from './fixtures';
import { MSG } from '../lib/messages';
import { expectNoA11yViolations } from './axe';
import { PAID_STUDENT } from './helpers';
import { signInWithSavedSession } from './saved-sessions';
import { PRACTICE_ITEMS } from '../lib/practice/items';

async function openReviews(page: Page) {
  await signInWithSavedSession(page, PAID_STUDENT, '/student', '/student/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
}

/** The Student Comments card showing `text`, once the carousel is running. */
async function homeCommentCard(page: Page, text: string) {
  await page.goto('/');
  const carousel = page.getByTestId('comments-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-swiper-ready', 'true');
  return carousel.getByTestId('comment-card').filter({ hasText: text });
}

test.describe('student reviews', () => {
  test('empty feedback, a review with markup shown as text on the list and the home carousel, then delete', async ({ page }, testInfo) => {
    await openReviews(page);
    const input = page.getByLabel('Your feedback');
    const status = page.getByTestId('feedback-status');

    await input.fill('   ');
    await page.getByTestId('feedback-submit').click();
    await expect(status).toHaveText(MSG.feedbackEmpty);
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    const text = `Loved the <b>bold</b> project work ${testInfo.project.name} ${Date.now().toString(36)}`;
    await input.fill(text);
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(status).toHaveText(MSG.feedbackThanks);
    await expect(status).toHaveClass(/text-green-800/);
    await expect(input).toHaveValue('');

    const mine = page.getByTestId('my-review').first();
    await expect(mine.getByTestId('my-review-content')).toHaveText(text);
    await expect(mine.locator('b')).toHaveCount(0);
    await expect(mine.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(mine.locator('time')).not.toBeEmpty();
    await expectNoA11yViolations(page);

    // Newest first on the home page too: the new review is the first card.
    const card = await homeCommentCard(page, text);
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAttribute('aria-label', /^1 of \d+$/);
    await expect(card.getByTestId('comment-content')).toHaveText(`“${text}”`);
    await expect(card.locator('b')).toHaveCount(0);

    await page.goto('/student/reviews');
    const listed = page.getByTestId('my-review').filter({ hasText: text });
    page.once('dialog', async (dialog) => {
      expect(dialog.type()).toBe('confirm');
      expect(dialog.message()).toBe('Delete this review?');
      await dialog.accept();
    });
    await listed.getByTestId('delete-review').click();
    await expect(listed).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('my-review').filter({ hasText: text })).toHaveCount(0);
    await expect(await homeCommentCard(page, text)).toHaveCount(0);
  });

  test('dismissing the confirmation keeps the review', async ({ page }, testInfo) => {
    await openReviews(page);
    const text = `Keep this one ${testInfo.project.name} ${Date.now().toString(36)}`;
    await page.getByTestId('feedback-input').fill(text);
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-status')).toHaveText(MSG.feedbackThanks);
    const listed = page.getByTestId('my-review').filter({ hasText: text });

    page.once('dialog', (dialog) => dialog.dismiss());
    await listed.getByTestId('delete-review').click();
    await page.reload();
    await expect(listed).toHaveCount(1);

    // Clean up, so the home carousel keeps its seeded content for the other specs.
    page.once('dialog', (dialog) => dialog.accept());
    await listed.getByTestId('delete-review').click();
    await expect(listed).toHaveCount(0);
  });
});

test('the portal Practice page lists the practice items with logged-in links', async ({ page }) => {
  await signInWithSavedSession(page, PAID_STUDENT, '/student', '/student/practice');
  await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
  await expect(page.getByTestId('practice-item')).toHaveCount(PRACTICE_ITEMS.length);
  await expect(page.getByRole('link', { name: 'Grocery' })).toHaveAttribute('href', '/student/practice/shopping');
});
