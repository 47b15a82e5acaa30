// The Grocery API's own refusal codes (docs/practice/grocery.md#error-codes); the task sheet lists them.
export const GROCERY_ERROR_CODES = {
  TOO_MANY_ORDERS: 'The learner keeps the most orders the exercise stores; a reset starts again.',
} as const;
