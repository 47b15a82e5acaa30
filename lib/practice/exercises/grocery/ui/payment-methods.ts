import type { PaymentMethod } from '@/lib/practice/exercises/grocery/schemas';

// The shop's payment options (docs/product.md#grocery-shop): card, a wallet provider and cash on delivery.
// The wallet is named generically: the shop integrates no real wallet provider.

export type { PaymentMethod };

export const PAYMENT_METHODS: readonly { value: PaymentMethod; label: string; testId: string }[] = [
  { value: 'card', label: 'Credit Card', testId: 'pay-card' },
  { value: 'wallet', label: 'Digital Wallet', testId: 'pay-wallet' },
  { value: 'cod', label: 'Cash on Delivery', testId: 'pay-cod' },
];

export function paymentMethodLabel(method: PaymentMethod): string {
  return PAYMENT_METHODS.find((option) => option.value === method)?.label ?? method;
}
