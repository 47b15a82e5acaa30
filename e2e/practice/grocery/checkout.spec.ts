import { expect, test, type Page } from '../../fixtures';
import { expectPath } from '../../helpers';
import { openTaskSheet } from '../helpers';
import { SHOP, openShop, openCart, goToOrderForm, fillValidOrder } from './shop-helpers';

// The shopping practice demo (docs/product.md#grocery-shop, issue 5): the selectors used here are the ones the page
// publishes to learners on its task sheet. Each test starts from a known state: bug mode off and the learner's
// Grocery data (placed orders) reset; the lab's own journeys are in journey.spec.ts and defects.spec.ts beside this file.
// This file: the shop itself: search, cart, order form and payment messages, checkout by each method, practice links.
// This file: a whole checkout by each payment method, and the practice list's links.

test.describe('shopping practice: checkout and links', () => {
  test.beforeEach(async ({ page }) => {
    await openShop(page);
  });

  const METHODS = [
    {
      label: 'Credit Card',
      pay: async (page: Page) => {
        await page.getByTestId('card-number').fill('4242 4242 4242 4242');
        await page.getByTestId('card-expiry').fill('12/30');
        await page.getByTestId('card-cvv').fill('123');
      },
    },
    {
      label: 'Digital Wallet',
      pay: async (page: Page) => {
        await page.getByTestId('pay-wallet').check();
        await page.getByTestId('wallet-email').fill('wallet.owner@example.com');
      },
    },
    {
      label: 'Cash on Delivery',
      pay: async (page: Page) => {
        await page.getByTestId('pay-cod').check();
        await expect(page.getByTestId('cod-note')).toBeVisible();
      },
    },
  ];

  for (const method of METHODS) {
    test(`full checkout paid by ${method.label} ends with an empty cart`, async ({ page }) => {
      await page.getByTestId('add-to-cart-tomato').click();
      await page.getByTestId('add-to-cart-broccoli').click();
      const panel = await openCart(page);
      await panel.getByRole('button', { name: 'Increase Broccoli' }).click();
      await expect(page.getByTestId('line-subtotal-broccoli')).toHaveText('$120 x 2 = $240.00');
      await expect(page.getByTestId('cart-total')).toHaveText('$285');
      await page.keyboard.press('Escape');

      await goToOrderForm(page);
      await fillValidOrder(page);
      await page.getByTestId('submit-order').click();
      await expect(page.getByTestId('payment-modal')).toBeVisible();
      await method.pay(page);
      await page.getByTestId('confirm-payment').click();

      const success = page.getByTestId('order-success');
      await expect(success.getByRole('heading', { name: 'Order Success' })).toBeVisible();
      await expect(success).toContainText('Your order has been successfully placed!');
      await expect(page.getByTestId('success-total')).toHaveText('$285');
      await expect(page.getByTestId('success-method')).toHaveText(method.label);
      // Each test starts from reset data, so this is the learner's first order.
      await expect(page.getByTestId('success-order-number')).toHaveText('GR-0001');

      await success.getByTestId('close-success').click();
      await expect(success).toBeHidden();
      await expect(page.getByTestId('cart-count')).toHaveText('0');
      await expect(page.getByTestId('add-to-cart-tomato')).toHaveText('Add to Cart');
      await expect(page.getByTestId('add-to-cart-broccoli')).toBeEnabled();
      await openCart(page);
      await expect(page.getByTestId('cart-empty')).toBeVisible();
      await expect(page.getByTestId('cart-total')).toHaveText('$0');
    });
  }

  test('practice links: shopping renders the shop, hosted exercises lead to their current version, unknown links are 404', async ({ page }) => {
    // The historic address shows the same page as /v1, without a redirect.
    await page.goto(SHOP);
    await expectPath(page, SHOP);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Practice' })).toBeVisible();
    await expect(page.getByTestId('exercise-version')).toHaveText('v1');
    await expect(page.getByTestId('shopping-demo')).toHaveAttribute('data-ready', 'true');
    // The task sheet, a tab away from the shop, lists the hooks the old "For learners" sheet did.
    const selectors = (await openTaskSheet(page)).getByTestId('task-sheet-selectors');
    await expect(selectors).toBeVisible();
    await expect(selectors).toContainText('add-to-cart-{id}');
    await expect(page.getByTestId('task-sheet-url')).toHaveText('/student/practice/shopping/v1');

    // Book List is hosted now (docs/practice/book-list.md): its bare link leads to its versioned page.
    await page.goto('/student/practice/book-list');
    await expectPath(page, '/student/practice/book-list/v1');
    await expect(page.getByRole('heading', { level: 1, name: 'Book List API' })).toBeVisible();
    await expect(page.getByTestId('api-base-url')).toHaveText('/api/practice/v1/books');

    // So is the Employee SOAP service (docs/practice/employee-wsdl.md), which once sent learners to a public site.
    await page.goto('/student/practice/employee-wsdl');
    await expectPath(page, '/student/practice/employee-wsdl/v1');
    await expect(page.getByRole('heading', { level: 1, name: 'Employee SOAP Service' })).toBeVisible();

    const missing = await page.goto('/student/practice/no-such-exercise');
    expect(missing?.status()).toBe(404);
  });
});
