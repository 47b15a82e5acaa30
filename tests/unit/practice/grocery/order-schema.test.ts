import { describe, expect, it } from 'vitest';
import { cardFormSchema } from '@/lib/validation/card';
import { CARD_MSG, MSG } from '@/lib/messages';
import { GROCERY_ORDER_MSG } from '@/lib/practice/exercises/grocery/order-messages';
import { ORDER_TEXT_MAX, orderFormSchema, orderPhoneField, walletPaymentSchema } from '@/lib/practice/exercises/grocery/order-form-schema';

const valid = {
  email: 'Grace@Example.com',
  phone: '+15550102030',
  country: 'United States of America',
  state: 'New York',
  zip: '10001',
  address1: '350 Fifth Avenue',
  address2: '',
};

function firstMessage(input: unknown, field: string): string | null {
  const result = orderFormSchema.safeParse(input);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

function phoneMessage(phone: unknown): string | null {
  const result = orderPhoneField.safeParse(phone);
  return result.success ? null : result.error.issues[0].message;
}

describe('order form schema', () => {
  it('accepts a filled form, trims the values and lower-cases the e-mail', () => {
    const parsed = orderFormSchema.parse({ ...valid, state: '  New York ', address2: ' Suite 5 ' });
    expect(parsed).toEqual({ ...valid, email: 'grace@example.com', address2: 'Suite 5' });
  });

  it('leaves address2 optional', () => {
    const withoutAddress2: Partial<typeof valid> = { ...valid };
    delete withoutAddress2.address2;
    expect(orderFormSchema.safeParse(withoutAddress2).success).toBe(true);
  });

  it.each([
    ['email', MSG.emailRequired],
    ['phone', MSG.phoneRequired],
    ['state', GROCERY_ORDER_MSG.stateRequired],
    ['zip', GROCERY_ORDER_MSG.zipRequired],
    ['address1', GROCERY_ORDER_MSG.address1Required],
  ])('says the spec message when %s is missing or blank', (field, message) => {
    expect(firstMessage({ ...valid, [field]: undefined }, field)).toBe(message);
    expect(firstMessage({ ...valid, [field]: '   ' }, field)).toBe(message);
  });

  it('needs a country from the list', () => {
    expect(firstMessage({ ...valid, country: '' }, 'country')).toBe(GROCERY_ORDER_MSG.countryRequired);
    expect(firstMessage({ ...valid, country: undefined }, 'country')).toBe(GROCERY_ORDER_MSG.countryRequired);
    expect(firstMessage({ ...valid, country: 'Atlantis' }, 'country')).toBe(GROCERY_ORDER_MSG.countryRequired);
    expect(firstMessage({ ...valid, country: 'Canada' }, 'country')).toBeNull();
  });

  it('checks the e-mail with the shared e-mail rule', () => {
    expect(firstMessage({ ...valid, email: 'a@b' }, 'email')).toBe(MSG.emailMin);
    expect(firstMessage({ ...valid, email: 'grace@example' }, 'email')).toBe(MSG.emailPattern);
  });

  it('refuses over-long address text with its own message', () => {
    expect(firstMessage({ ...valid, address1: 'x'.repeat(101) }, 'address1')).toBe(GROCERY_ORDER_MSG.textMax(ORDER_TEXT_MAX));
    expect(firstMessage({ ...valid, address2: 'x'.repeat(101) }, 'address2')).toBe(GROCERY_ORDER_MSG.textMax(ORDER_TEXT_MAX));
  });
});

describe('order phone', () => {
  it('accepts 10 to 15 digits or plus signs', () => {
    expect(phoneMessage('5550102030')).toBeNull();
    expect(phoneMessage('+44207946095812')).toBeNull();
  });

  it('gives the spec messages in order: required, too short, too long, special characters', () => {
    expect(phoneMessage('')).toBe(MSG.phoneRequired);
    expect(phoneMessage(undefined)).toBe(MSG.phoneRequired);
    expect(phoneMessage('555010')).toBe(MSG.phoneMin);
    expect(phoneMessage('5550102030123456')).toBe(GROCERY_ORDER_MSG.phoneMax);
    expect(GROCERY_ORDER_MSG.phoneMax).toBe("phone number cann't be more then 15 character");
    // Longer than the registration limit too: still the order message, never the registration one.
    expect(phoneMessage('1'.repeat(25))).toBe(GROCERY_ORDER_MSG.phoneMax);
    expect(phoneMessage('555-010-2030')).toBe(MSG.phonePattern);
  });
});

describe('payment step', () => {
  it('wallet option needs a valid account e-mail', () => {
    expect(walletPaymentSchema.safeParse({ walletEmail: 'pay@wallet.test' }).success).toBe(true);
    expect(walletPaymentSchema.safeParse({ walletEmail: '' }).error?.issues[0].message).toBe(MSG.emailRequired);
    expect(walletPaymentSchema.safeParse({ walletEmail: 'pay@wallet' }).error?.issues[0].message).toBe(MSG.emailPattern);
  });

  it('card option uses the shared card rules', () => {
    expect(cardFormSchema.safeParse({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).success).toBe(true);
    const empty = cardFormSchema.safeParse({ cardNumber: '', expiry: '', cvc: '' });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([CARD_MSG.numberRequired, CARD_MSG.expiryRequired, CARD_MSG.cvcRequired]),
    );
  });
});
