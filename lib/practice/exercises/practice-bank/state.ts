import 'server-only';
import { z } from 'zod';
import type { StateShape } from '../../state-store';

// The learner's Practice Bank (one practice_state document): their accounts, each with its pending code, and who is
// signed in. Times are milliseconds since 1970 (the app's clock), so a test can move a code's age by changing the
// stored times. Codes are kept as sent: they guard nothing but practice data, and the planted defect PBK-02 mails
// one again. "Reset my practice data" deletes the document (and the mail it sent).

export const CODE_PURPOSES = ['sign-up', 'sign-in'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

const pendingCodeSchema = z.object({
  purpose: z.enum(CODE_PURPOSES),
  value: z.string(),
  sentAt: z.number(),
  expiresAt: z.number(),
  wrongTries: z.number().int().min(0),
  /** Sign-ins this code made: only ever more than one with the planted PBK-04 (the bug hunt's evidence). */
  uses: z.number().int().min(0).optional(),
});
export type PendingCode = z.infer<typeof pendingCodeSchema>;

const accountSchema = z.object({
  /** As typed at sign-up (trimmed); compared ignoring case. */
  email: z.string(),
  name: z.string(),
  verified: z.boolean(),
  createdAt: z.number(),
  /** When the last code of each kind was sent for this account: the cooldown before the next of that kind counts from it. */
  lastSent: z.object({ 'sign-up': z.number().nullable(), 'sign-in': z.number().nullable() }),
  code: pendingCodeSchema.nullable(),
  /** Sign-ins with a one-time code (the clean journey needs one). */
  codeSignIns: z.number().int().min(0),
});
export type BankAccount = z.infer<typeof accountSchema>;

export const bankStateSchema = z.object({
  accounts: z.array(accountSchema),
  /** The e-mail of the account signed in, as stored; null when nobody is. */
  signedIn: z.string().nullable(),
});
export type BankState = z.infer<typeof bankStateSchema>;

export const PRACTICE_BANK_STATE: StateShape<BankState> = {
  exercise: 'practice-bank',
  schema: bankStateSchema,
  initial: () => ({ accounts: [], signedIn: null }),
};
