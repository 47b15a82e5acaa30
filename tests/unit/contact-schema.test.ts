import { describe, expect, it } from 'vitest';
import { contactFormSchema, contactPayloadSchema } from '@/lib/validation/contact';
import { MSG } from '@/lib/messages';

const valid = { name: 'Grace Hopper', phone: '+1 (555) 010-2030', email: 'grace@example.com', message: 'Hello' };

function firstMessage(schema: typeof contactFormSchema | typeof contactPayloadSchema, input: unknown, field: string) {
  const result = schema.safeParse(input);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

describe('contact form schema', () => {
  it('accepts a filled form and trims the values', () => {
    const parsed = contactFormSchema.parse({ ...valid, name: '  Grace Hopper ', email: ' grace@example.com ' });
    expect(parsed).toEqual(valid);
  });

  it.each([
    ['name', MSG.contactNameRequired],
    ['phone', MSG.contactPhoneRequired],
    ['email', MSG.emailRequired],
    ['message', MSG.contactMessageRequired],
  ])('says the spec message when %s is missing or blank', (field, message) => {
    expect(firstMessage(contactFormSchema, { ...valid, [field]: undefined }, field)).toBe(message);
    expect(firstMessage(contactFormSchema, { ...valid, [field]: '  ' }, field)).toBe(message);
  });

  it('says "Invalid email format" only once something is typed', () => {
    expect(firstMessage(contactFormSchema, { ...valid, email: 'grace@' }, 'email')).toBe(MSG.contactEmailInvalid);
    expect(firstMessage(contactFormSchema, { ...valid, email: '' }, 'email')).toBe(MSG.emailRequired);
  });

  it('accepts the usual ways of writing a phone number and refuses words', () => {
    for (const phone of ['5550102030', '+44 20 7946 0958', '(555) 010-2030', '555.010.2030']) {
      expect(contactFormSchema.safeParse({ ...valid, phone }).success).toBe(true);
    }
    expect(firstMessage(contactFormSchema, { ...valid, phone: 'call me' }, 'phone')).toBe(MSG.contactPhonePattern);
    expect(firstMessage(contactFormSchema, { ...valid, phone: '+()' }, 'phone')).toBe(MSG.contactPhonePattern);
  });

  it('needs the captcha payload in the API payload', () => {
    expect(firstMessage(contactPayloadSchema, valid, 'recaptchaToken')).toBe(MSG.captchaRequired);
    expect(firstMessage(contactPayloadSchema, { ...valid, recaptchaToken: '' }, 'recaptchaToken')).toBe(MSG.captchaRequired);
    expect(contactPayloadSchema.safeParse({ ...valid, recaptchaToken: 'eyJ9' }).success).toBe(true);
  });
});
