'use client';

import type { ReadState } from '@/components/data/use-api-read';
import type { PlacedOrder } from '@/lib/practice/exercises/grocery/schemas';
import { formatDollars } from '@/lib/practice/exercises/grocery/cart';
import { paymentMethodLabel } from './payment-methods';
import { secondaryButton } from './styles';

/** "Jan 5, 2026, 2:03 PM" in the viewer's time zone; the list is read in the browser, so no hydration differs. */
function orderTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** "Tomato x 2, Carrot x 1", in the order the lines were added. */
function orderItems(order: PlacedOrder): string {
  return order.lines.map((line) => `${line.name} x ${line.quantity}`).join(', ');
}

interface MyOrdersProps {
  state: ReadState<PlacedOrder[]>;
  onRetry: () => void;
}

/** The learner's placed orders (GET /api/practice/v1/grocery/orders), newest first. */
export function MyOrders({ state, onRetry }: MyOrdersProps) {
  return (
    <section aria-labelledby="my-orders-heading" data-test="my-orders" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="my-orders-heading" className="text-xl font-semibold text-ink">
        My orders
      </h2>
      <div className="mt-3">
        {state.phase === 'loading' ? (
          <p role="status" data-test="my-orders-loading" className="text-slate-700">
            Loading your orders…
          </p>
        ) : null}
        {state.phase === 'failed' ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-red-800">
            <p data-test="my-orders-error">{state.message}</p>
            <button type="button" onClick={onRetry} data-test="my-orders-retry" className={`${secondaryButton} text-sm`}>
              Try again
            </button>
          </div>
        ) : null}
        {state.phase === 'ready' && state.data.length === 0 ? (
          <p data-test="my-orders-empty" className="text-slate-700">
            You have not placed any orders yet.
          </p>
        ) : null}
        {state.phase === 'ready' && state.data.length > 0 ? (
          <ol data-test="my-orders-list" className="divide-y divide-slate-100">
            {state.data.map((order) => (
              <li key={order.number} data-test="order-row" data-order-number={order.number} className="py-3">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="font-semibold text-ink">
                    Order <span data-test="order-number">{order.number}</span>
                  </p>
                  <time dateTime={order.createdAt} data-test="order-date" className="text-sm text-slate-600">
                    {orderTime(order.createdAt)}
                  </time>
                </div>
                <p data-test="order-items" className="mt-1 text-sm text-slate-700">
                  {orderItems(order)}
                </p>
                <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                  <div className="flex gap-2">
                    <dt className="text-slate-700">Total</dt>
                    <dd data-test="order-total" className="font-semibold tabular-nums">
                      {formatDollars(order.total)}
                    </dd>
                  </div>
                  <div className="flex min-w-0 gap-2">
                    <dt className="text-slate-700">Payment</dt>
                    {/* The method, then what identifies it: a card by its last four digits, a wallet by its e-mail. */}
                    <dd className="flex min-w-0 flex-wrap gap-x-2">
                      <span data-test="order-method" className="font-semibold whitespace-nowrap">
                        {paymentMethodLabel(order.method)}
                      </span>
                      {order.card ? (
                        <span data-test="order-card" className="text-slate-700 tabular-nums whitespace-nowrap">
                          {order.card}
                        </span>
                      ) : null}
                      {order.walletEmail ? (
                        <span data-test="order-wallet" className="min-w-0 break-all text-slate-700">
                          {order.walletEmail}
                        </span>
                      ) : null}
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}
