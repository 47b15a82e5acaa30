import { expect, test } from '../fixtures';
import { registerVerifiedStudent, uniqueEmail } from '../helpers';
import { exercisePath } from '../../lib/practice/registry';
import { DELIVERY } from '../../tests/helpers/grocery-delivery';

// The lab's fault boundary (app/(portal)/student/practice/error.tsx, docs/architecture.md#practice-lab): an
// exercise that throws is replaced by a notice inside the portal; the portal's navigation and the other
// exercises stay usable.
//
// The fault is made in this test's browser only, never through the app: an init script breaks the one date
// format the Grocery shop's "My orders" list uses, so the shop throws while it renders the learner's order.
// Nothing in the product can be told to fail, so no backdoor ships.

const BREAK_ORDER_DATES = () => {
  const Original = Intl.DateTimeFormat;
  const Broken = function (this: unknown, locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    if (options?.dateStyle === 'medium' && options.timeStyle === 'short' && !options.timeZone) throw new Error('injected fault: date format');
    return new Original(locales, options);
  } as unknown as typeof Intl.DateTimeFormat;
  Object.assign(Broken, Original);
  Intl.DateTimeFormat = Broken;
};

// Desktop only (playwright.config.ts schedules @desktop tests on one project): the boundary does not depend on the viewport.
test('an exercise that throws leaves the portal, its navigation and the other exercises standing', { tag: '@desktop' }, async ({ page }, testInfo) => {
  // A learner of its own: the order it places touches no other spec's data.
  await registerVerifiedStudent(page, uniqueEmail('lab-error', testInfo.project.name));
  const placed = await page.request.post('/api/practice/v1/grocery/orders', {
    data: { lines: [{ productId: 'tomato', quantity: 1 }], delivery: DELIVERY, payment: { method: 'cod' } },
  });
  expect(placed.status(), await placed.text()).toBe(200);

  await page.addInitScript(BREAK_ORDER_DATES);
  await page.goto(exercisePath('grocery'));

  const notice = page.getByTestId('practice-lab-error');
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText('injected fault');
  const portalNav = page.getByRole('navigation', { name: 'Student Portal' });
  await expect(portalNav).toBeVisible();
  await expect(portalNav.getByRole('link', { name: 'Practice' })).toBeVisible();

  await page.getByTestId('practice-lab-error-list').click();
  await expect(page).toHaveURL(/\/student\/practice$/);
  await page.goto(exercisePath('reservation'));
  await expect(page.getByTestId('exercise-reservation')).toBeVisible();
  await expect(page.getByTestId('practice-lab-error')).toHaveCount(0);
});
