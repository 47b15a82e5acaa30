import { expect, test, type Page } from '@playwright/test';
import { GroceryPage } from '../pages/grocery-page';

// Grocery v1, as its task sheet describes it. The tests share one logged-in page, opened once.
let page: Page;
let shop: GroceryPage;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  shop = new GroceryPage(page);
  await shop.start();
});

test.afterAll(async () => {
  // No page when the browser never started: let its own error ("Executable doesn't exist", "no browser found") stand alone.
  await page?.close();
});

test('search shows the matching products and says how many', async () => {
  await shop.search.fill('potato');
  await expect(shop.productNames).toHaveText(['Potato', 'Sweet Potato']);
  expect(await shop.productCount.textContent()).toBe('Showing 2 of 25 products');
  await shop.search.fill('');
  await expect(shop.productNames).toHaveCount(25);
});

test('the cart: + raises a quantity; subtotals and the total follow', async () => {
  await shop.add('tomato');
  await shop.add('carrot');
  await expect(shop.cartCount).toHaveText('2');
  await shop.openCart();
  await page.getByTestId('increase-tomato').click();
  await expect(page.getByTestId('line-subtotal-tomato')).toHaveText('$45 x 2 = $90.00');
  await expect(page.getByTestId('cart-quantity')).toHaveText('3');
  expect(await shop.cartTotal.textContent()).toBe('$120');
});

test('Clear Cart empties the cart', async () => {
  await shop.add('broccoli');
  await shop.add('cucumber');
  await shop.openCart();
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByTestId('cart-empty')).toHaveText('Your cart is empty.');
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
  await expect(shop.cartCount).toHaveText('0');
  await expect(shop.cartTotal).toHaveText('$0');
});

test('an order paid cash on delivery gets a number and shows under My orders', async () => {
  await shop.add('asparagus');
  await shop.openCart();
  await shop.checkOut({ email: 'a.learner@example.com', phone: '+15551234567', country: 'Canada', state: 'Ontario', zip: 'M5V 2T6', address1: '290 Bremner Blvd' });
  await page.getByTestId('pay-cod').check();
  await page.getByTestId('confirm-payment').click();
  const number = page.getByTestId('success-order-number');
  await expect(number).toHaveText(/^GR-\d{4}$/);
  await expect(page.getByTestId('success-total')).toHaveText('$320');
  const orderNumber = await number.textContent();
  await page.getByTestId('close-success').click();
  const newest = page.getByTestId('my-orders').getByTestId('order-row').first();
  await expect(newest.getByTestId('order-number')).toHaveText(orderNumber!);
  await expect(newest.getByTestId('order-items')).toHaveText('Asparagus x 1');
  await expect(newest.getByTestId('order-total')).toHaveText('$320');
  await expect(newest.getByTestId('order-method')).toHaveText('Cash on Delivery');
});
