'use client';

import { useReducer, useState } from 'react';
import { useApiRead } from '@/components/data/use-api-read';
import { noteDefectEvidence, useDefectEvidence } from '@/components/practice/bug-hunt/defect-evidence';
import { usePlanted } from '@/components/practice/practice-session';
import { useInteractive } from '@/components/ui/use-interactive';
import { clearCartActions, shownCartTotal, shownProductCount } from '@/lib/practice/exercises/grocery/planted';
import { ordersReplySchema, type PlacedOrder } from '@/lib/practice/exercises/grocery/schemas';
import { cartReducer, EMPTY_CART, isInCart } from '@/lib/practice/exercises/grocery/cart';
import { PRODUCTS, searchProducts } from '@/lib/practice/exercises/grocery/catalogue';
import { CartDropdown } from './cart-dropdown';
import { CheckoutModals, ORDERS_URL, type CheckoutStep } from './checkout-modals';
import { MyOrders } from './my-orders';
import { ProductGrid } from './product-grid';
import { ProductSearch } from './product-search';
import { literalText } from './styles';

const ORDERS_READ = {
  parse: (body: unknown): PlacedOrder[] | null => {
    const parsed = ordersReplySchema.safeParse(body);
    return parsed.success ? parsed.data.orders : null;
  },
  messages: { failed: 'Your orders could not be loaded.', noData: 'Your orders could not be read.' },
};

/**
 * The grocery shop learners automate (docs/product.md#grocery-shop). The cart lives in this component's
 * state only, so every page load starts from the same empty cart; placed orders live on the server,
 * per learner, and My orders reads them when the shop mounts (again after a reset or a bug-mode change).
 */
export function GroceryExercise() {
  const totalIgnoresQuantities = usePlanted('cart-total');
  const clearKeepsFirst = usePlanted('clear-cart');
  const countIgnoresSearch = usePlanted('product-count');
  const addUnnamed = usePlanted('add-button');
  const [cart, dispatch] = useReducer(cartReducer, EMPTY_CART);
  const [query, setQuery] = useState('');
  const [checkoutStep, setCheckoutStep] = useState<CheckoutStep | null>(null);
  const interactive = useInteractive();
  const orders = useApiRead<PlacedOrder[]>(ORDERS_URL, ORDERS_READ);
  const products = searchProducts(PRODUCTS, query);
  // The planted defects this state shows, as the bug hunt's evidence (docs/architecture.md#bug-hunt): a search the
  // count ignores, unnamed buttons on the cards. The Total that ignores quantities is evidenced by the server, when an
  // order from such a cart is stored.
  useDefectEvidence('grocery', 'product-count', countIgnoresSearch && products.length !== PRODUCTS.length);
  useDefectEvidence('grocery', 'add-button', addUnnamed && products.length > 0);

  function clearCart() {
    // GRO-02 keeps the first line: evidence once there was more than one.
    if (clearKeepsFirst && cart.length > 1) noteDefectEvidence('grocery', 'clear-cart');
    clearCartActions(cart, clearKeepsFirst).forEach(dispatch);
  }

  function completeOrder() {
    dispatch({ type: 'clear' });
    setCheckoutStep(null);
  }

  return (
    // data-ready tells a test when clicks start to count: a click on the server HTML before then is lost.
    <div data-test="shopping-demo" data-ready={interactive} className={`space-y-8 ${literalText}`}>
      <div className="space-y-5">
        <div className="flex items-center gap-3">
          <ProductSearch query={query} onQueryChange={setQuery} />
          <CartDropdown
            cart={cart}
            total={shownCartTotal(cart, totalIgnoresQuantities)}
            onIncrease={(productId) => dispatch({ type: 'increment', productId })}
            onDecrease={(productId) => dispatch({ type: 'decrement', productId })}
            onClear={clearCart}
            onProcessToBuy={() => setCheckoutStep('buy')}
          />
        </div>

        <section aria-labelledby="products-heading">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="products-heading" className="text-xl font-semibold text-ink">
              Vegetables
            </h2>
            <p aria-live="polite" data-test="product-count" className="text-sm text-slate-700">
              Showing {shownProductCount(products.length, PRODUCTS.length, countIgnoresSearch)} of {PRODUCTS.length} products
            </p>
          </div>
          {products.length === 0 ? (
            <p data-test="no-products" className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
              No products found for &quot;{query.trim()}&quot;.
            </p>
          ) : (
            <ProductGrid
              products={products}
              isInCart={(productId) => isInCart(cart, productId)}
              onAdd={(product) => dispatch({ type: 'add', product })}
              labelsHidden={addUnnamed}
            />
          )}
        </section>
      </div>

      <MyOrders state={orders.state} onRetry={orders.retry} />

      <CheckoutModals
        step={checkoutStep}
        cart={cart}
        onStepChange={setCheckoutStep}
        onRemove={(productId) => dispatch({ type: 'remove', productId })}
        onOrderPlaced={orders.refresh}
        onOrderComplete={completeOrder}
      />
    </div>
  );
}
