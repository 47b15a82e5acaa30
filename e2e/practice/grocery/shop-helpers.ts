import { expect, type Locator, type Page } from '../../fixtures';
import { PAID_STUDENT } from '../../helpers';
import { openExercise } from '../helpers';

// Steps and data the Grocery shop's own spec (shop.spec.ts) uses.

export const SHOP = '/student/practice/shopping';

export async function openShop(page: Page) {
  await openExercise(page, PAID_STUDENT, 'grocery');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Practice' })).toBeVisible();
  await expect(page.getByTestId('shopping-demo')).toHaveAttribute('data-ready', 'true');
}

/** The validation message under a form field (TextField and the country select: `{id}-error`). */
export function messageOf(page: Page, fieldId: string): Locator {
  return page.locator(`#${fieldId}-error`);
}

export async function openCart(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Cart', exact: true }).click();
  const panel = page.getByTestId('cart-panel');
  await expect(panel).toBeVisible();
  return panel;
}

/** From a filled cart to the Place Order form. */
export async function goToOrderForm(page: Page) {
  await (await openCart(page)).getByRole('button', { name: 'Process to Buy' }).click();
  await page.getByTestId('buy-modal').getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByTestId('order-form')).toBeVisible();
}

export async function fillValidOrder(page: Page) {
  await page.getByTestId('order-email').fill('learner@example.com');
  await page.getByTestId('order-phone').fill('+15551234567');
  await page.getByTestId('order-country').selectOption('Canada');
  await page.getByTestId('order-state').fill('Ontario');
  await page.getByTestId('order-zip').fill('M5V 2T6');
  await page.getByTestId('order-address1').fill('290 Bremner Blvd');
}
