import { literalText } from './styles';

// The selector sheet a training provider hands its students: every data-test of the shop, grouped
// by screen. {id} is a product id from the catalogue, e.g. tomato, bell-pepper, sweet-potato.

const SELECTOR_GROUPS: readonly { title: string; selectors: readonly (readonly [string, string])[] }[] = [
  {
    title: 'Products',
    selectors: [
      ['shopping-demo', 'the shop; data-ready="true" once clicks work, wait for it after loading the page'],
      ['product-search', "search box (label 'Search products')"],
      ['product-count', "'Showing N of 25 products'"],
      ['product-card', 'one per product; data-product-id holds its id'],
      ['product-name', 'name inside a card'],
      ['product-price', "price inside a card, e.g. '$45'"],
      ['add-to-cart-{id}', "'Add to Cart', then a disabled 'added to cart'"],
      ['no-products', 'shown when the search matches nothing'],
    ],
  },
  {
    title: 'Cart',
    selectors: [
      ['cart-button', "button named 'Cart', opens the dropdown"],
      ['cart-count', 'badge: number of different products'],
      ['cart-panel', 'the dropdown'],
      ['cart-empty', "'Your cart is empty.'"],
      ['cart-line', 'one per product in the cart'],
      ['line-subtotal-{id}', "'$45 x 2 = $90.00'"],
      ['line-quantity-{id}', 'quantity between the buttons'],
      ['increase-{id} / decrease-{id}', "'Increase Tomato' / 'Decrease Tomato'; − at 1 removes the line"],
      ['cart-quantity', 'total quantity'],
      ['cart-total', "total, e.g. '$135'"],
      ['process-to-buy / clear-cart', "'Process to Buy' / 'Clear Cart'"],
    ],
  },
  {
    title: 'Buy & Enjoy',
    selectors: [
      ['buy-modal', 'the dialog'],
      ['buy-line', 'one per product'],
      ['remove-{id}', "'Remove Tomato'"],
      ['buy-total', 'order total'],
      ['cancel-buy / place-order', "'Cancel' / 'Place Order'"],
    ],
  },
  {
    title: 'Place Order form',
    selectors: [
      ['order-modal / order-form', 'the dialog / its form'],
      ['order-email, order-phone', 'e-mail; phone (10–15 digits or +)'],
      ['order-country', "select, default 'United States of America'"],
      ['order-state, order-zip', 'state; zip code'],
      ['order-address1, order-address2', 'address lines; line 2 is optional'],
      ['cancel-order / submit-order', "'Cancel' / 'Submit Order'"],
    ],
  },
  {
    title: 'Payment',
    selectors: [
      ['payment-modal', 'the dialog'],
      ['pay-card, pay-wallet, pay-cod', "radios 'Credit Card', 'Digital Wallet', 'Cash on Delivery'"],
      ['card-number, card-expiry, card-cvv', 'card fields; the number is grouped as you type'],
      ['wallet-email', 'wallet account e-mail'],
      ['cod-note', 'the cash-on-delivery note'],
      ['cancel-payment / confirm-payment', "'Cancel' / 'Confirm Payment'"],
    ],
  },
  {
    title: 'Order Success',
    selectors: [
      ['order-success', 'the dialog'],
      ['success-message', "'Your order has been successfully placed!'"],
      ['success-total, success-method', 'what was paid, and how'],
      ['close-success', "'Close': empties the cart"],
      ['modal-close', 'the × of any dialog'],
    ],
  },
];

/** A collapsible "For learners" sheet listing the selectors, closed by default so the shop comes first. */
export function LearnerSelectors() {
  return (
    <details data-test="learner-selectors" className={`group rounded-xl ${literalText} border border-slate-200 bg-white shadow-sm`}>
      <summary className="cursor-pointer list-none rounded-xl px-4 py-3 font-semibold text-ink marker:hidden hover:bg-slate-50">
        <span aria-hidden="true" className="mr-2 inline-block transition-transform group-open:rotate-90">
          ▸
        </span>
        For learners: test selectors
      </summary>
      <div className="space-y-5 border-t border-slate-200 px-4 py-4 text-sm">
        <p className="text-slate-700">
          Every control has a <code className="rounded bg-slate-100 px-1">data-test</code> attribute, e.g.{' '}
          <code className="rounded bg-slate-100 px-1">[data-test=&quot;add-to-cart-tomato&quot;]</code>, and an accessible name for
          role-based locators. Product ids are the names in lower case with hyphens: <code className="rounded bg-slate-100 px-1">tomato</code>,{' '}
          <code className="rounded bg-slate-100 px-1">bell-pepper</code>, <code className="rounded bg-slate-100 px-1">sweet-potato</code>.
          A form field&apos;s message has the field&apos;s id plus <code className="rounded bg-slate-100 px-1">-error</code>, e.g.{' '}
          <code className="rounded bg-slate-100 px-1">#order-phone-error</code>. Prices and products never change, and reloading the
          page empties the cart.
        </p>
        <div className="grid gap-5 md:grid-cols-2">
          {SELECTOR_GROUPS.map((group) => (
            <div key={group.title}>
              <h3 className="font-semibold text-ink">{group.title}</h3>
              <dl className="mt-2 space-y-2">
                {group.selectors.map(([selector, meaning]) => (
                  <div key={selector}>
                    <dt>
                      <code className="rounded bg-slate-100 px-1 text-brand-800">{selector}</code>
                    </dt>
                    <dd className="text-slate-700">{meaning}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      </div>
    </details>
  );
}
