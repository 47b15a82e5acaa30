import { expect } from '../../fixtures';
import type { ExerciseChecks } from '../page-check-kit';
import { fillCart } from './helpers';

// Grocery's reference checks of its planted page defects (docs/architecture.md#defects-one-at-a-time), run by
// e2e/practice/one-at-a-time.spec.ts through ../page-defect-checks.ts.

export const GROCERY_CHECKS: ExerciseChecks = {
  ready: (page) => expect(page.getByTestId('shopping-demo')).toHaveAttribute('data-ready', 'true'),
  checks: {
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
