import { describe, expect, it } from 'vitest';
import { registerFormSchema } from '@/lib/validation/account';
import { MSG } from '@/lib/messages';

describe('registerFormSchema', () => {
  it('reports the password mismatch together with the other field messages', () => {
    const result = registerFormSchema.safeParse({
      firstName: '',
      lastName: 'Lo',
      email: 'x',
      phone: 'abc',
      selectedCourses: [],
      password: 'Secret-one-1',
      retypePassword: 'Secret-two-2',
    });
    expect(result.success).toBe(false);
    // The first message per field is the one forms and handlers show.
    const messages = Object.fromEntries(result.error!.issues.reverse().map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      firstName: MSG.nameRequired,
      lastName: MSG.nameMin,
      email: MSG.emailMin,
      phone: MSG.phoneMin,
      retypePassword: MSG.passwordMismatch,
    });
  });

  it('accepts a complete form with matching passwords', () => {
    const result = registerFormSchema.safeParse({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+15551234567',
      selectedCourses: [1],
      password: 'Analytical-1843',
      retypePassword: 'Analytical-1843',
      privacy: false,
    });
    expect(result.success).toBe(true);
  });
});
