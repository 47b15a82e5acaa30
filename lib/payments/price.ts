// SPEC §9 "Payment amount sent: 10": the price of one enrolment, decided here on the server (DESIGN §3).
// The amount a client sends is ignored.
export const ENROLMENT_PRICE_CENTS = 1000;
export const ENROLMENT_CURRENCY = 'USD';

/** "$10.00" for 1000: prices are shown to the cent so the button matches the charge exactly. */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
