const optionClass = 'flex items-start gap-3 rounded-xl border p-4';

/**
 * The payment screen shows a wallet option beside Credit Card, but POST /payment only ever sends
 * paymentMethod 'card' and the payment provider charges cards. So the wallet is shown, disabled and
 * labelled 'Not available yet', and the card is the one choice that can pay (docs/product.md#payment).
 */
export function PaymentMethodChoice() {
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-slate-800">Payment method</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className={`${optionClass} cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500`}>
          <input
            type="radio"
            name="paymentMethod"
            value="wallet"
            disabled
            aria-describedby="payment-wallet-note"
            data-test="payment-wallet-option"
            className="mt-1 size-4"
          />
          <span>
            <span className="block font-medium">Digital Wallet</span>
            <span id="payment-wallet-note" className="block text-sm">
              Not available yet
            </span>
          </span>
        </label>
        <label className={`${optionClass} cursor-pointer border-brand-500 bg-brand-50 text-ink ring-1 ring-brand-500`}>
          <input
            type="radio"
            name="paymentMethod"
            value="card"
            defaultChecked
            data-test="payment-card-option"
            className="mt-1 size-4 accent-brand-600"
          />
          <span>
            <span className="block font-medium">Credit Card</span>
            <span className="block text-sm text-slate-600">Visa, Mastercard, Amex, Discover</span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
