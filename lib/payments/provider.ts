// The one seam between the app and a card processor. The app never keeps what it hands over here:
// only the brand, the last four digits and the provider's reference are stored (docs/architecture.md#payments).

export interface ChargeRequest {
  amountCents: number;
  /** ISO 4217, e.g. 'USD'. */
  currency: string;
  /** Digits only, no spaces. */
  cardNumber: string;
  /** MM/YY. */
  expiry: string;
  cvc: string;
  /** Shown on the customer's statement by real providers. */
  description: string;
}

export type ChargeResult =
  | { approved: true; reference: string; brand: string; last4: string }
  // A provider may keep a record of a refused attempt too; its reference then helps support trace it.
  | { approved: false; reason: string; reference?: string };

export interface PaymentProvider {
  /** Stored with each payment row, so a reference can be looked up at the right provider. */
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
