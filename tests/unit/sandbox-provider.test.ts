import { describe, expect, it } from 'vitest';
import { cardBrand, isExpired, lastFour, passesLuhn } from '@/lib/payments/card-facts';
import { SANDBOX_CARDS, createSandboxProvider } from '@/lib/payments/sandbox';
import { MSG } from '@/lib/messages';

const NOW = new Date(2026, 5, 15); // 15 June 2026
const provider = createSandboxProvider(() => NOW);
const charge = (cardNumber: string, expiry = '12/30') =>
  provider.charge({ amountCents: 1000, currency: 'USD', cardNumber, expiry, cvc: '123', description: 'test' });

describe('Luhn check', () => {
  it('accepts the documented test numbers and other valid numbers', () => {
    for (const digits of [SANDBOX_CARDS.visa, SANDBOX_CARDS.mastercard, SANDBOX_CARDS.declined, '378282246310005', '6011111111111117']) {
      expect(passesLuhn(digits), digits).toBe(true);
    }
  });

  it('refuses a changed digit, a swapped pair, non-digits and odd lengths', () => {
    for (const digits of ['4242424242424241', '2442424242424242', '4242 4242 4242 4242', 'abcd', '', '42424242424', '4'.repeat(20)]) {
      expect(passesLuhn(digits), digits).toBe(false);
    }
  });
});

describe('card brand from the IIN', () => {
  it.each([
    ['4242424242424242', 'Visa'],
    ['5105105105105100', 'Mastercard'],
    ['5555555555554444', 'Mastercard'],
    ['2221000000000009', 'Mastercard'],
    ['2720990000000000', 'Mastercard'],
    ['378282246310005', 'Amex'],
    ['341111111111111', 'Amex'],
    ['6011111111111117', 'Discover'],
    ['6500000000000002', 'Discover'],
    ['5000000000000009', 'Card'],
    ['2721000000000000', 'Card'],
    ['3530111333300000', 'Card'],
  ])('%s is %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });

  it('keeps the last four digits only', () => {
    expect(lastFour('4242424242424242')).toBe('4242');
  });
});

describe('expiry', () => {
  it('is valid through the last day of its month', () => {
    expect(isExpired('06/26', NOW)).toBe(false);
    expect(isExpired('07/26', NOW)).toBe(false);
    expect(isExpired('01/27', NOW)).toBe(false);
    expect(isExpired('05/26', NOW)).toBe(true);
    expect(isExpired('12/25', NOW)).toBe(true);
    expect(isExpired('06/26', new Date(2026, 5, 30, 23, 59))).toBe(false);
    expect(isExpired('06/26', new Date(2026, 6, 1))).toBe(true);
  });

  it('treats a malformed value as expired', () => {
    expect(isExpired('6/26', NOW)).toBe(true);
    expect(isExpired('', NOW)).toBe(true);
  });
});

describe('sandbox provider', () => {
  it('is called sandbox', () => {
    expect(provider.name).toBe('sandbox');
  });

  it('approves 4242 4242 4242 4242 as Visa and 5555 5555 5555 4444 as Mastercard with an sbx_ reference', async () => {
    const visa = await charge(SANDBOX_CARDS.visa);
    expect(visa).toEqual({ approved: true, reference: expect.stringMatching(/^sbx_[0-9a-f]{24}$/), brand: 'Visa', last4: '4242' });
    const mastercard = await charge(SANDBOX_CARDS.mastercard);
    expect(mastercard).toMatchObject({ approved: true, brand: 'Mastercard', last4: '4444' });
    if (visa.approved && mastercard.approved) expect(visa.reference).not.toBe(mastercard.reference);
  });

  it('approves any other Luhn-valid number', async () => {
    expect(await charge('6011111111111117')).toMatchObject({ approved: true, brand: 'Discover', last4: '1117' });
  });

  it('declines 4000 0000 0000 0002', async () => {
    expect(await charge(SANDBOX_CARDS.declined)).toEqual({
      approved: false,
      reason: MSG.cardDeclined,
      reference: expect.stringMatching(/^sbx_/),
    });
  });

  it('refuses a number that fails the Luhn check, before anything else', async () => {
    expect(await charge('4242424242424241', '01/20')).toEqual({ approved: false, reason: MSG.cardInvalid });
  });

  it('refuses an expired card, even a test card', async () => {
    expect(await charge(SANDBOX_CARDS.visa, '05/26')).toEqual({ approved: false, reason: MSG.cardExpired });
    expect(await charge(SANDBOX_CARDS.declined, '05/26')).toEqual({ approved: false, reason: MSG.cardExpired });
  });

  it('uses the real clock by default', async () => {
    const result = await createSandboxProvider().charge({
      amountCents: 1000,
      currency: 'USD',
      cardNumber: SANDBOX_CARDS.visa,
      expiry: '01/20',
      cvc: '123',
      description: 'test',
    });
    expect(result).toEqual({ approved: false, reason: MSG.cardExpired });
  });
});
