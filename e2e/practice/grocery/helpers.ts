import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '../../fixtures';
import { PAID_STUDENT } from '../../helpers';
import { logInQuickly, openExercise, resetExercise, setBugMode, type Learner } from '../helpers';
import { exercisePath } from '../../../lib/practice/registry';
import { DELIVERY } from '../../../tests/helpers/grocery-delivery';

// Steps and data the Grocery specs share (journey.spec.ts, defects.spec.ts).

export const ORDERS_API = '/api/practice/v1/grocery/orders';

/** One order straight through the API: tomato x 2 and carrot x 1 ($120), cash on delivery unless told. */
export async function placeOrderByApi(api: APIRequestContext, overrides: Record<string, unknown> = {}) {
  return api.post(ORDERS_API, {
    data: {
      lines: [
        { productId: 'tomato', quantity: 2 },
        { productId: 'carrot', quantity: 1 },
      ],
      delivery: DELIVERY,
      payment: { method: 'cod' },
      ...overrides,
    },
  });
}

export async function openGrocery(page: Page, who: Learner = PAID_STUDENT, bugMode = false) {
  await openExercise(page, who, 'grocery', { bugMode });
  await expect(page.getByTestId('shopping-demo')).toHaveAttribute('data-ready', 'true');
}

export async function openCart(page: Page): Promise<Locator> {
  await page.getByTestId('cart-button').click();
  const panel = page.getByTestId('cart-panel');
  await expect(panel).toBeVisible();
  return panel;
}

/** Tomato x 2 and carrot x 1 in the cart ($120); the dropdown is left open. */
export async function fillCart(page: Page): Promise<Locator> {
  await page.getByTestId('add-to-cart-tomato').click();
  await page.getByTestId('add-to-cart-carrot').click();
  const panel = await openCart(page);
  await page.getByTestId('increase-tomato').click();
  await expect(page.getByTestId('line-quantity-tomato')).toHaveText('2');
  return panel;
}

/** From a filled cart (dropdown open) through Buy & Enjoy and the order form to the payment step. */
export async function goToPayment(page: Page) {
  await page.getByTestId('process-to-buy').click();
  await expect(page.getByTestId('buy-total')).toHaveText('$120');
  await orderToPayment(page);
}

/** From Buy & Enjoy (open) through the order form, filled with DELIVERY, to the payment step. */
export async function orderToPayment(page: Page) {
  await page.getByTestId('place-order').click();
  await page.getByTestId('order-email').fill(DELIVERY.email);
  await page.getByTestId('order-phone').fill(DELIVERY.phone);
  await page.getByTestId('order-country').selectOption(DELIVERY.country);
  await page.getByTestId('order-state').fill(DELIVERY.state);
  await page.getByTestId('order-zip').fill(DELIVERY.zip);
  await page.getByTestId('order-address1').fill(DELIVERY.address1);
  await page.getByTestId('submit-order').click();
  await expect(page.getByTestId('payment-modal')).toBeVisible();
}

export async function payByCard(page: Page, cardNumber = '4242424242424242') {
  await page.getByTestId('card-number').fill(cardNumber);
  await page.getByTestId('card-expiry').fill('12/30');
  await page.getByTestId('card-cvv').fill('123');
  await page.getByTestId('confirm-payment').click();
}

/** A second learner in a browser of their own, bug mode off and data reset, on the exercise page. */
export async function otherLearner(browser: Browser, who: Learner): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInQuickly(page, who);
  await setBugMode(page.request, false);
  await resetExercise(page.request, 'grocery');
  await page.goto(exercisePath('grocery'));
  await expect(page.getByTestId('shopping-demo')).toHaveAttribute('data-ready', 'true');
  return { page, close: () => context.close() };
}
