// What the payment step and the task sheet say about the sandbox (the numbers are lib/payments/sandbox.ts's
// SANDBOX_CARDS, written with spaces as the card field takes them; that module uses node:crypto, so the page cannot import it; tests/unit/practice/reservation/ checks they match).
export const SANDBOX_CARD_NOTE =
  'Use 4242 4242 4242 4242 to pay and 4000 0000 0000 0002 to see "Your card was declined."; any future expiry (MM/YY) and any 3-digit CVC work. No money is charged.';
