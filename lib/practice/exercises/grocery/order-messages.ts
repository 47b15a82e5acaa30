// The Grocery shop's order form (docs/product.md#grocery-shop) and the wallet option of its payment step.
export const GROCERY_ORDER_MSG = {
  phoneMax: "phone number cann't be more then 15 character",
  countryRequired: 'Please select your country.',
  stateRequired: 'State is required',
  zipRequired: 'Please enter your zip code',
  address1Required: 'Enter your exact location',
  // Ours: the spec gives no limit, the inputs stop at the limit (ORDER_TEXT_MAX) so a user rarely sees it.
  textMax: (max: number) => `Use at most ${max} characters`,
} as const;
