import { expect, test } from '../../fixtures';
import { expectNoA11yViolations } from '../../axe';
import { PAID_STUDENT, UNPAID_STUDENT, expectPath } from '../../helpers';
import { logInQuickly, openTaskSheet, resetExercise, setBugMode, showExercise, watchForeignRequests } from '../helpers';
import { PRACTICE_MSG } from '../../../lib/messages';
import { exercisePath } from '../../../lib/practice/registry';
import { DELIVERY } from '../../../tests/helpers/grocery-delivery';
import { ORDERS_API, placeOrderByApi, openGrocery, openCart, fillCart, goToPayment, payByCard, otherLearner } from './helpers';

// The Grocery shop as a practice-lab exercise (docs/practice/grocery.md): orders placed on the server per
// learner and listed under My orders, reset, the historic address, and each planted defect shown present
// with bug mode on and absent with it off. The shop's own behaviour is covered by shop.spec.ts beside this file.
// This file: orders placed on the server per learner, My orders, reset, the historic address. The orders API's refusals
// and its pricing are proved through the route handler in tests/integration/practice/grocery/grocery.test.ts.

// Tests tagged @desktop check the server's state as the page shows it (isolation, reset) or what does not depend on the viewport: they
// run once (playwright.config.ts); the order journey runs on the phone too.
test.describe('practice lab: Grocery', { tag: '@phone' }, () => {
  // Bug-mode tests leave the switch on; later specs expect the lab's default.
  test.afterEach(async ({ page }) => {
    await setBugMode(page.request, false);
  });

  test('an order placed in the shop gets a number, shows under My orders and survives a reload', async ({ page, baseURL }) => {
    const foreign = watchForeignRequests(page, baseURL!);
    await openGrocery(page);
    const myOrders = page.getByTestId('my-orders');
    await expect(myOrders.getByRole('heading', { name: 'My orders' })).toBeVisible();
    await expect(page.getByTestId('my-orders-empty')).toHaveText('You have not placed any orders yet.');
    await expectNoA11yViolations(page);

    await fillCart(page);
    await expect(page.getByTestId('cart-total')).toHaveText('$120');
    await goToPayment(page);
    await payByCard(page, '5555444433331111');
    const success = page.getByTestId('order-success');
    await expect(success.getByRole('heading', { name: 'Order Success' })).toBeVisible();
    await expect(page.getByTestId('success-order-number')).toHaveText('GR-0001');
    await expect(page.getByTestId('success-total')).toHaveText('$120');
    await expect(page.getByTestId('success-method')).toHaveText('Credit Card');
    await expectNoA11yViolations(page);
    await page.getByTestId('close-success').click();
    await expect(success).toBeHidden();
    await expect(page.getByTestId('cart-count')).toHaveText('0');

    const rows = myOrders.getByTestId('order-row');
    await expect(rows).toHaveCount(1);
    const first = rows.first();
    await expect(first).toHaveAttribute('data-order-number', 'GR-0001');
    await expect(first.getByTestId('order-number')).toHaveText('GR-0001');
    await expect(first.getByTestId('order-items')).toHaveText('Tomato x 2, Carrot x 1');
    await expect(first.getByTestId('order-total')).toHaveText('$120');
    await expect(first.getByTestId('order-method')).toHaveText('Credit Card');
    // Only the card's last four digits come back from the server.
    await expect(first.getByTestId('order-card')).toHaveText('**** **** **** 1111');
    await expect(first.getByTestId('order-date')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

    // A second order, cash on delivery, goes on top.
    await page.getByTestId('add-to-cart-asparagus').click();
    await openCart(page);
    await page.getByTestId('process-to-buy').click();
    await page.getByTestId('place-order').click();
    await page.getByTestId('order-email').fill(DELIVERY.email);
    await page.getByTestId('order-phone').fill(DELIVERY.phone);
    await page.getByTestId('order-state').fill(DELIVERY.state);
    await page.getByTestId('order-zip').fill(DELIVERY.zip);
    await page.getByTestId('order-address1').fill(DELIVERY.address1);
    await page.getByTestId('submit-order').click();
    await page.getByTestId('pay-cod').check();
    await page.getByTestId('confirm-payment').click();
    await expect(page.getByTestId('success-order-number')).toHaveText('GR-0002');
    await page.getByTestId('close-success').click();
    await expect(rows.getByTestId('order-number')).toHaveText(['GR-0002', 'GR-0001']);
    await expect(rows.first().getByTestId('order-method')).toHaveText('Cash on Delivery');
    await expect(rows.first().getByTestId('order-card')).toHaveCount(0);
    await expectNoA11yViolations(page);

    // The orders are on the server; the cart was only in the page.
    await page.reload();
    await expect(page.getByTestId('shopping-demo')).toHaveAttribute('data-ready', 'true');
    await expect(rows.getByTestId('order-number')).toHaveText(['GR-0002', 'GR-0001']);
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    expect(foreign).toEqual([]);
  });

  test('the historic address shows the same exercise, without a redirect', { tag: '@desktop' }, async ({ page }) => {
    await logInQuickly(page, PAID_STUDENT);
    await setBugMode(page.request, false);
    await resetExercise(page.request, 'grocery');
    expect((await placeOrderByApi(page.request)).status()).toBe(200);
    for (const address of ['/student/practice/shopping', exercisePath('grocery')]) {
      await page.goto(address);
      await expectPath(page, address);
      await expect(page.getByRole('heading', { level: 1, name: 'Shopping Practice' })).toBeVisible();
      await expect(page.getByTestId('exercise-version')).toHaveText('v1');
      await expect(page.getByTestId('bug-mode-switch')).toBeEnabled();
      await expect((await openTaskSheet(page)).getByTestId('task-sheet-selectors')).toContainText('success-order-number');
      await showExercise(page);
      await expect(page.getByTestId('order-row').getByTestId('order-number')).toHaveText(['GR-0001']);
    }
  });

  test("one learner's orders never show to another", { tag: '@desktop' }, async ({ page, browser }) => {
    await openGrocery(page, PAID_STUDENT);
    expect((await placeOrderByApi(page.request)).status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('order-row')).toHaveCount(1);

    const other = await otherLearner(browser, UNPAID_STUDENT);
    await expect(other.page.getByTestId('my-orders-empty')).toBeVisible();
    const reply = await placeOrderByApi(other.page.request, { lines: [{ productId: 'asparagus', quantity: 1 }] });
    expect((await reply.json()).order.number).toBe('GR-0001');
    const theirs = await (await other.page.request.get(ORDERS_API)).json();
    expect(theirs.orders.map((order: { total: number }) => order.total)).toEqual([320]);
    await other.close();

    // The first learner still has their one order, not the other's.
    await page.reload();
    await expect(page.getByTestId('order-row').getByTestId('order-total')).toHaveText(['$120']);
  });

  test('Reset my practice data empties My orders at once, and numbering starts again', { tag: '@desktop' }, async ({ page }) => {
    await openGrocery(page);
    expect((await placeOrderByApi(page.request)).status()).toBe(200);
    expect((await placeOrderByApi(page.request)).status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('order-row')).toHaveCount(2);

    await page.getByTestId('reset-practice-data').click();
    await page.getByTestId('reset-practice-confirm').click();
    await expect(page.getByTestId('practice-controls-status')).toHaveText(PRACTICE_MSG.resetDone);
    await expect(page.getByTestId('my-orders-empty')).toHaveText('You have not placed any orders yet.');
    await expect(page.getByTestId('order-row')).toHaveCount(0);

    await fillCart(page);
    await goToPayment(page);
    await page.getByTestId('pay-cod').check();
    await page.getByTestId('confirm-payment').click();
    await expect(page.getByTestId('success-order-number')).toHaveText('GR-0001');
  });
});
