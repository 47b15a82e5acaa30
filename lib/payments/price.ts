// The amount sent is 10: the price of one enrolment, decided here on the server (docs/product.md#payment).
// The amount a client sends is ignored.
export const ENROLMENT_PRICE_CENTS = 1000;
export const ENROLMENT_CURRENCY = 'USD';

/** "$10.00" for 1000: prices are shown to the cent so the button matches the charge exactly. */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
