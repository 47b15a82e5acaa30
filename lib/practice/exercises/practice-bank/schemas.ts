import { z } from 'zod';
import { singleLineText } from '@/lib/validation/text';
import { BANK_FIGURES } from './figures';
import { PRACTICE_BANK_MSG as MSG } from './messages';

// The Practice Bank's forms and API bodies (docs/practice/practice-bank.md#api): one schema per rule, shared by the
// page's forms and the handlers, so both give the same message for the same mistake. Plain zod, client-safe.

const email = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(BANK_FIGURES.email, MSG.emailInvalid)
  .pipe(z.email(MSG.emailInvalid));

const code = z.string({ error: MSG.codeFormat }).trim().regex(new RegExp(`^\\d{${BANK_FIGURES.codeDigits}}$`), MSG.codeFormat);

export const SignUpSchema = z
  .object({
    name: singleLineText(MSG.nameRequired).trim().min(1, MSG.nameRequired).max(BANK_FIGURES.name, MSG.nameLength),
    email,
  })
  .meta({ id: 'BankSignUp' });
export type SignUpInput = z.infer<typeof SignUpSchema>;

/** Whose code to send: a sign-up resend, or a sign-in. */
export const EmailOnlySchema = z.object({ email }).meta({ id: 'BankEmail' });
export type EmailOnlyInput = z.infer<typeof EmailOnlySchema>;

export const CodeCheckSchema = z.object({ email, code }).meta({ id: 'BankCodeCheck' });
export type CodeCheckInput = z.infer<typeof CodeCheckSchema>;

/** The code step's form: the code alone (the address is the step's). */
export const CodeOnlySchema = z.object({ code });
export type CodeOnlyInput = z.infer<typeof CodeOnlySchema>;
