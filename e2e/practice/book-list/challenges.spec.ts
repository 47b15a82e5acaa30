import { exercisePath } from '../../../lib/practice/registry';
import { expectNoA11yViolations } from '../../axe';
import { test, expect } from '../../fixtures';
import { PAID_STUDENT } from '../../helpers';
import { logInQuickly } from '../helpers';

// Book List's challenges (docs/practice/book-list.md#challenges): the learner's own client meets one with a practice
// token, and the page's list ticks it with the time. Every other challenge, its near misses and other learners'
// requests are integration tests (tests/integration/practice/book-list/challenges-*.test.ts).

const CHALLENGES_API = '/api/practice/v1/challenges?exercise=book-list';

test.describe('Book List challenges', () => {
  test('a challenge ticks on the page after the learner meets it with their token', async ({ page, request }) => {
    await logInQuickly(page, PAID_STUDENT);
    // A known start: the learner's met challenges cleared (the practice reset keeps them).
    expect((await page.request.delete(CHALLENGES_API)).status()).toBe(204);
    const created = await page.request.post('/api/practice/v1/tokens', { data: { name: 'e2e challenges' } });
    expect(created.status(), await created.text()).toBe(201);
    const { id, token } = (await created.json()) as { id: number; token: string };

    try {
      await page.goto(exercisePath('book-list'));
      const list = page.getByTestId('challenges');
      await expect(list.getByTestId('challenge-progress')).toHaveText('0 of 20 met');
      const head = list.getByTestId('challenge-BKL-C01');
      await expect(head).toHaveAttribute('data-met', 'false');
      await expect(head.getByTestId('challenge-state')).toHaveText('Not met yet');

      // The learner's own client, with no cookie: only the token says who it is.
      const reply = await request.head('/api/practice/v1/books/1', { headers: { Authorization: `Bearer ${token}` } });
      expect(reply.status()).toBe(200);

      await list.getByTestId('challenge-refresh').click();
      await expect(head).toHaveAttribute('data-met', 'true');
      await expect(head.getByTestId('challenge-state')).toHaveText(/^Met /);
      await expect(list.getByTestId('challenge-progress')).toHaveText('1 of 20 met');
      await expect(list.getByTestId('challenge-BKL-C02')).toHaveAttribute('data-met', 'false');
      // The whole page, the ticked list included, on desktop and phone.
      await expectNoA11yViolations(page);

      // Clearing them unticks it, after a second press.
      await list.getByTestId('challenge-clear').click();
      await list.getByTestId('challenge-clear-yes').click();
      await expect(list.getByTestId('challenge-status')).toHaveText('Your challenges are cleared: meet them again to tick them.');
      await expect(head).toHaveAttribute('data-met', 'false');
      await expect(list.getByTestId('challenge-progress')).toHaveText('0 of 20 met');
    } finally {
      await page.request.delete(`/api/practice/v1/tokens/${id}`);
    }
  });
});
