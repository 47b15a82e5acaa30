import { expect, test } from '../../fixtures';
import { expectNoA11yViolations } from '../../axe';
import { openShop, messageOf, openCart, goToOrderForm } from './shop-helpers';

// The shopping practice demo (docs/product.md#grocery-shop, issue 5): the selectors used here are the ones the page
// publishes to learners on its task sheet. Each test starts from a known state: bug mode off and the learner's
// Grocery data (placed orders) reset; the lab's own journeys are in journey.spec.ts and defects.spec.ts beside this file.
// This file: the shop itself: search, cart, order form and payment messages, checkout by each method, practice links.

test.describe('shopping practice', () => {
  test.beforeEach(async ({ page }) => {
    await openShop(page);
  });

  test('search, add to cart, +/−, badge, subtotals and clear cart', async ({ page }) => {
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(25);
    await expect(page.getByRole('img', { name: 'Tomato' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Tomato' }).getByTestId('product-price')).toHaveText('$45');

    const search = page.getByRole('searchbox', { name: 'Search products' });
    await expect(search).toHaveAttribute('placeholder', 'Search vegetables...');
    await search.fill('POTATO');
    await expect(cards.getByTestId('product-name')).toHaveText(['Potato', 'Sweet Potato']);
    await search.fill('pEpPeR');
    await expect(cards.getByTestId('product-name')).toHaveText(['Bell Pepper', 'Chili Pepper']);
    await search.fill('kiwi');
    await expect(cards).toHaveCount(0);
    await expect(page.getByTestId('no-products')).toHaveText('No products found for "kiwi".');
    await search.fill('');
    await expect(cards).toHaveCount(25);

    const badge = page.getByTestId('cart-count');
    await expect(badge).toHaveText('0');
    const addTomato = page.getByTestId('add-to-cart-tomato');
    await expect(addTomato).toHaveText('Add to Cart');
    await addTomato.click();
    await expect(addTomato).toHaveText('added to cart');
    await expect(addTomato).toBeDisabled();
    await expect(badge).toHaveText('1');
    await page.getByTestId('add-to-cart-carrot').click();
    await expect(badge).toHaveText('2');

    const panel = await openCart(page);
    await expect(panel.getByTestId('cart-line')).toHaveCount(2);
    const tomatoLine = page.getByTestId('line-subtotal-tomato');
    await expect(tomatoLine).toHaveText('$45 x 1 = $45.00');
    await panel.getByRole('button', { name: 'Increase Tomato' }).click();
    await expect(tomatoLine).toHaveText('$45 x 2 = $90.00');
    await expect(page.getByTestId('line-quantity-tomato')).toHaveText('2');
    await expect(page.getByTestId('cart-quantity')).toHaveText('3');
    await expect(page.getByTestId('cart-total')).toHaveText('$120');
    // The badge counts different products, not pieces.
    await expect(badge).toHaveText('2');
    await panel.getByRole('button', { name: 'Decrease Tomato' }).click();
    await expect(tomatoLine).toHaveText('$45 x 1 = $45.00');

    // − at quantity 1 removes the line, and the product can be added again.
    await panel.getByRole('button', { name: 'Decrease Carrot' }).click();
    await expect(panel.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('line-subtotal-carrot')).toHaveCount(0);
    await expect(badge).toHaveText('1');
    await expect(page.getByTestId('cart-total')).toHaveText('$45');
    await expect(page.getByTestId('add-to-cart-carrot')).toHaveText('Add to Cart');
    await expect(page.getByTestId('add-to-cart-carrot')).toBeEnabled();

    // Escape closes the dropdown and gives the focus back to the Cart button.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByTestId('cart-button')).toBeFocused();

    await page.getByTestId('add-to-cart-asparagus').click();
    await expect(badge).toHaveText('2');
    await openCart(page);
    await expect(page.getByTestId('line-subtotal-asparagus')).toHaveText('$320 x 1 = $320.00');
    await expect(page.getByTestId('cart-total')).toHaveText('$365');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(page.getByTestId('cart-empty')).toHaveText('Your cart is empty.');
    await expect(page.getByTestId('cart-line')).toHaveCount(0);
    await expect(badge).toHaveText('0');
    await expect(page.getByTestId('cart-quantity')).toHaveText('0');
    await expect(page.getByTestId('cart-total')).toHaveText('$0');
    await expect(page.getByTestId('process-to-buy')).toBeDisabled();
    await expect(addTomato).toHaveText('Add to Cart');
    await expect(addTomato).toBeEnabled();
  });

  test('Buy & Enjoy, then every order-form and payment validation message', async ({ page }) => {
    await page.getByTestId('add-to-cart-tomato').click();
    await page.getByTestId('add-to-cart-carrot').click();
    await (await openCart(page)).getByRole('button', { name: 'Process to Buy' }).click();

    const buy = page.getByTestId('buy-modal');
    await expect(buy.getByRole('heading', { name: 'Buy & Enjoy' })).toBeVisible();
    await expect(buy.getByTestId('buy-line')).toHaveCount(2);
    await expect(page.getByTestId('buy-total')).toHaveText('$75');
    await buy.getByRole('button', { name: 'Remove Carrot' }).click();
    await expect(buy.getByTestId('buy-line')).toHaveCount(1);
    await expect(page.getByTestId('buy-total')).toHaveText('$45');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await buy.getByRole('button', { name: 'Cancel' }).click();
    await expect(buy).toBeHidden();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await goToOrderForm(page);
    const country = page.getByTestId('order-country');
    await expect(country).toHaveValue('United States of America');
    expect(await country.locator('option').count()).toBeGreaterThanOrEqual(195);

    await page.getByRole('button', { name: 'Submit Order' }).click();
    await expect(messageOf(page, 'order-email')).toHaveText('Email is required');
    await expect(messageOf(page, 'order-phone')).toHaveText('Phone number is required');
    await expect(messageOf(page, 'order-state')).toHaveText('State is required');
    await expect(messageOf(page, 'order-zip')).toHaveText('Please enter your zip code');
    await expect(messageOf(page, 'order-address1')).toHaveText('Enter your exact location');
    await expect(messageOf(page, 'order-address2')).toHaveCount(0);
    await expect(messageOf(page, 'order-country')).toHaveCount(0);
    await expectNoA11yViolations(page);

    // After the first submit each field is checked again as it changes.
    await country.selectOption('');
    await expect(messageOf(page, 'order-country')).toHaveText('Please select your country.');
    await country.selectOption('United States of America');
    await expect(messageOf(page, 'order-country')).toHaveCount(0);

    const phone = page.getByTestId('order-phone');
    await phone.fill('12345');
    await expect(messageOf(page, 'order-phone')).toHaveText("phone number cann't be less then 10 character");
    await phone.fill('1234567890123456');
    await expect(messageOf(page, 'order-phone')).toHaveText("phone number cann't be more then 15 character");
    await phone.fill('555-123-4567');
    await expect(messageOf(page, 'order-phone')).toHaveText("Phone number cann't include any special character");
    await phone.fill('+15551234567');
    await expect(messageOf(page, 'order-phone')).toHaveCount(0);

    const email = page.getByTestId('order-email');
    await email.fill('a@b');
    await expect(messageOf(page, 'order-email')).toHaveText('email should be more then 7 character');
    await email.fill('learner@example');
    await expect(messageOf(page, 'order-email')).toHaveText('this field include A-z 0-9 @ _ .');
    await email.fill('learner@example.com');
    await expect(messageOf(page, 'order-email')).toHaveCount(0);

    await page.getByTestId('order-state').fill('California');
    await page.getByTestId('order-zip').fill('94105');
    await page.getByTestId('order-address1').fill('1 Market St');
    await page.getByRole('button', { name: 'Submit Order' }).click();

    const payment = page.getByTestId('payment-modal');
    await expect(payment.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
    await expect(payment.getByRole('radio', { name: 'Credit Card' })).toBeChecked();

    // Credit card: the three required messages, live grouping, then each format message.
    await payment.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(messageOf(page, 'card-number')).toHaveText('Card number is required');
    await expect(messageOf(page, 'card-expiry')).toHaveText('Expiry date is required');
    await expect(messageOf(page, 'card-cvv')).toHaveText('CVC is required');
    const cardNumber = page.getByTestId('card-number');
    await cardNumber.pressSequentially('42424242');
    await expect(cardNumber).toHaveValue('4242 4242');
    await expect(messageOf(page, 'card-number')).toHaveText('Card number format: 1234 5678 1234 5678');
    await page.getByTestId('card-expiry').fill('13/30');
    await expect(messageOf(page, 'card-expiry')).toHaveText('MM/YY format');
    await page.getByTestId('card-cvv').fill('12');
    await expect(messageOf(page, 'card-cvv')).toHaveText('3 or 4 digits');
    await page.getByTestId('card-cvv').fill('12a');
    await expect(messageOf(page, 'card-cvv')).toHaveText('3 or 4 digits');
    await cardNumber.fill('4242424242424242');
    await expect(cardNumber).toHaveValue('4242 4242 4242 4242');
    await expect(messageOf(page, 'card-number')).toHaveCount(0);

    // Digital Wallet: the account e-mail with the e-mail rule.
    await payment.getByRole('radio', { name: 'Digital Wallet' }).check();
    await expect(cardNumber).toHaveCount(0);
    await payment.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(messageOf(page, 'wallet-email')).toHaveText('Email is required');
    await page.getByTestId('wallet-email').fill('wallet@example');
    await expect(messageOf(page, 'wallet-email')).toHaveText('this field include A-z 0-9 @ _ .');

    // Cash on Delivery: only the note.
    await payment.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await expect(page.getByTestId('cod-note')).toContainText('Payment is collected on delivery');
    await expect(page.getByTestId('cod-note')).toContainText('$45');

    await payment.getByRole('button', { name: 'Cancel' }).click();
    await expect(payment).toBeHidden();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });
});
