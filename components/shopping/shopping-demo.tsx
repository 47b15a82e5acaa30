'use client';

import { useReducer, useState } from 'react';
import { useInteractive } from '@/components/ui/use-interactive';
import { cartReducer, EMPTY_CART, isInCart } from '@/lib/shopping/cart';
import { PRODUCTS, searchProducts } from '@/lib/shopping/catalogue';
import { CartDropdown } from './cart-dropdown';
import { CheckoutModals, type CheckoutStep } from './checkout-modals';
import { ProductGrid } from './product-grid';
import { ProductSearch } from './product-search';
import { literalText } from './styles';

/**
 * The grocery shop learners automate (docs/product.md#grocery-shop). Everything lives in this
 * component's state: no server call, no storage, so every page load starts from the same empty cart.
 */
export function ShoppingDemo() {
  const [cart, dispatch] = useReducer(cartReducer, EMPTY_CART);
  const [query, setQuery] = useState('');
  const [checkoutStep, setCheckoutStep] = useState<CheckoutStep | null>(null);
  const interactive = useInteractive();
  const products = searchProducts(PRODUCTS, query);

  function completeOrder() {
    dispatch({ type: 'clear' });
    setCheckoutStep(null);
  }

  return (
    // data-ready tells a test when clicks start to count: a click on the server HTML before then is lost.
    <div data-test="shopping-demo" data-ready={interactive} className={`space-y-5 ${literalText}`}>
      <div className="flex items-center gap-3">
        <ProductSearch query={query} onQueryChange={setQuery} />
        <CartDropdown
          cart={cart}
          onIncrease={(productId) => dispatch({ type: 'increment', productId })}
          onDecrease={(productId) => dispatch({ type: 'decrement', productId })}
          onClear={() => dispatch({ type: 'clear' })}
          onProcessToBuy={() => setCheckoutStep('buy')}
        />
      </div>

      <section aria-labelledby="products-heading">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="products-heading" className="text-xl font-semibold text-ink">
            Vegetables
          </h2>
          <p aria-live="polite" data-test="product-count" className="text-sm text-slate-700">
            Showing {products.length} of {PRODUCTS.length} products
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
          />
        )}
      </section>

      <CheckoutModals
        step={checkoutStep}
        cart={cart}
        onStepChange={setCheckoutStep}
        onRemove={(productId) => dispatch({ type: 'remove', productId })}
        onOrderComplete={completeOrder}
      />
    </div>
  );
}
