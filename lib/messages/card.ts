// Card rules (docs/product.md#validation-rules): the payment page, POST /api/payment and the shopping demo's card form.
export const CARD_MSG = {
  numberRequired: 'Card number is required',
  numberFormat: 'Card number format: 1234 5678 1234 5678',
  expiryRequired: 'Expiry date is required',
  expiryFormat: 'MM/YY format',
  cvcRequired: 'CVC is required',
  cvcFormat: '3 or 4 digits',
} as const;
