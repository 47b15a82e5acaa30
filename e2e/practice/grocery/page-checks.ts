import { expect } from '../../fixtures';
import { showsSoon, withPausedClock, type ExerciseChecks } from '../page-check-kit';
import { fillCart, openCart, orderToPayment } from './helpers';

// Grocery's reference checks of its planted page defects (docs/architecture.md#defects-one-at-a-time), run by
// e2e/practice/one-at-a-time.spec.ts through ../page-defect-checks.ts.

export const GROCERY_CHECKS: ExerciseChecks = {
  clock: true,
  ready: (page) => expect(page.getByTestId('shopping-demo')).toHaveAttribute('data-ready', 'true'),
  checks: {
    // First, so the shop is as loaded for the others: Order Success's Close empties the cart.
    'GRO-07': async (page) => {
      // One carrot: an order with a quantity above 1 would be GRO-01's evidence on the server in GRO-01's round, a
      // kill no page check of it earned.
      await page.getByTestId('add-to-cart-carrot').click();
      await openCart(page);
      await page.getByTestId('process-to-buy').click();
      await orderToPayment(page);
      await page.getByTestId('pay-cod').check();
      return withPausedClock(page, async () => {
        await page.getByTestId('confirm-payment').click();
        // My orders reads again once the server has stored the order: by then the shop has opened Order Success, or
        // set the timer that will.
        await expect(page.getByTestId('order-row')).toHaveCount(1);
        await page.clock.runFor(2000);
        const success = page.getByTestId('order-success');
        const onTime = await showsSoon(expect(success).toBeVisible({ timeout: 1000 }));
        // A late Order Success still opens, so the page shows (and reports) it.
        if (!onTime) await page.clock.runFor(5000);
        await expect(success).toBeVisible();
        await page.getByTestId('close-success').click();
        await expect(page.getByTestId('cart-count')).toHaveText('0');
        return onTime;
      });
    },
    'GRO-04': async (page) => {
      await expect(page.getByTestId('add-to-cart-tomato')).toHaveText('Add to Cart');
      return (await page.getByRole('button', { name: 'Add to Cart' }).count()) === 25;
    },
    'GRO-03': async (page) => {
      await page.getByTestId('product-search').fill('potato');
      await expect(page.getByTestId('product-card')).toHaveCount(2);
      const ok = (await page.getByTestId('product-count').textContent()) === 'Showing 2 of 25 products';
      await page.getByTestId('product-search').fill('');
      await expect(page.getByTestId('product-card')).toHaveCount(25);
      return ok;
    },
    'GRO-01': async (page) => {
      await fillCart(page);
      await expect(page.getByTestId('line-subtotal-tomato')).toHaveText('$45 x 2 = $90.00');
      return (await page.getByTestId('cart-total').textContent()) === '$120';
    },
    'GRO-02': async (page) => {
      // GRO-01 left the dropdown open with its two lines.
      const lines = page.getByTestId('cart-panel').getByTestId('cart-line');
      await expect(lines).toHaveCount(2);
      await page.getByTestId('clear-cart').click();
      await expect.poll(() => lines.count()).toBeLessThan(2);
      return (await lines.count()) === 0;
    },
  },
};
