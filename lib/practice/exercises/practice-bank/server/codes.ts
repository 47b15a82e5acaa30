import 'server-only';
import type { PlantedDefects } from '@/lib/practice/defects/planted';
import crypto from 'node:crypto';
import { ApiError } from '@/lib/api/errors';
import { BANK_FIGURES } from '../figures';
import { PRACTICE_BANK_MSG as MSG } from '../messages';
import type { BankAccount, CodePurpose, PendingCode } from '../state';

/** Planted defects a change met, recorded as the bug hunt's evidence once it is stored (docs/architecture.md#bug-hunt). */
export type MetDefects = Set<string>;

// The rules of the Practice Bank's codes (docs/practice/practice-bank.md#rules): a new code for each sign-up and
// sign-in, one code pending per account, a lifetime, a limit of wrong codes, a cooldown between codes of one kind. Pure functions
// of an account and the time, so the handlers store what they change; PBK-01 to PBK-04 are branches here.

const TTL_MS = BANK_FIGURES.codeTtlSeconds * 1000;
const COOLDOWN_MS = BANK_FIGURES.resendCooldownSeconds * 1000;

function newCodeValue(): string {
  return String(crypto.randomInt(0, 10 ** BANK_FIGURES.codeDigits)).padStart(BANK_FIGURES.codeDigits, '0');
}

/** 429 RESEND_TOO_SOON, with Retry-After, while the account's last code of this kind is younger than the cooldown. */
export function assertCooldownOver(account: BankAccount, purpose: CodePurpose, now: number): void {
  const sentAt = account.lastSent[purpose];
  if (sentAt === null) return;
  const left = sentAt + COOLDOWN_MS - now;
  if (left <= 0) return;
  const seconds = Math.ceil(left / 1000);
  throw new ApiError(429, MSG.resendTooSoon(seconds), undefined, { 'Retry-After': String(seconds) }, 'RESEND_TOO_SOON');
}

/**
 * Makes the account's pending code for `purpose` a new one (the one before stops working) and answers it, to mail.
 * `resend`: the learner asked again for a code of the same purpose.
 */
export function issueCode(
  account: BankAccount,
  purpose: CodePurpose,
  now: number,
  { planted, resend, met = new Set() }: { planted: PlantedDefects; resend: boolean; met?: MetDefects },
): PendingCode {
  account.lastSent[purpose] = now;
  const pending = account.code;
  if (planted.has('PBK-02') && resend && pending?.purpose === purpose) {
    // PBK-02 (planted, bug mode only): the resend mails the pending code again, first expiry and tries included.
    met.add('PBK-02');
    return pending;
  }
  account.code = { purpose, value: newCodeValue(), sentAt: now, expiresAt: now + TTL_MS, wrongTries: 0 };
  return account.code;
}

/**
 * Checks `given` against the account's pending code for `purpose`. Changes the account as the check requires (a
 * wrong try counted, a right code used up) and answers the refusal, or null when the code was right: the caller
 * stores the account either way, then throws the refusal.
 */
export function checkCode(account: BankAccount, purpose: CodePurpose, given: string, now: number, planted: PlantedDefects, met: MetDefects = new Set()): ApiError | null {
  const pending = account.code;
  if (!pending || pending.purpose !== purpose) return new ApiError(409, MSG.noCodePending, undefined, undefined, 'NO_CODE_PENDING');
  if (pending.wrongTries >= BANK_FIGURES.wrongCodeLimit) {
    // PBK-03 (planted, bug mode only): the limit is never reached, so a voided code keeps working.
    if (!planted.has('PBK-03')) return new ApiError(429, MSG.tooManyWrong, undefined, undefined, 'TOO_MANY_WRONG_CODES');
    met.add('PBK-03');
  }
  if (now >= pending.expiresAt) {
    // PBK-01 (planted, bug mode only): an expired code is checked as if it were live.
    if (!planted.has('PBK-01')) return new ApiError(400, MSG.codeExpired, { code: MSG.codeExpired }, undefined, 'CODE_EXPIRED');
    met.add('PBK-01');
  }
  if (given !== pending.value) {
    pending.wrongTries++;
    const triesLeft = Math.max(0, BANK_FIGURES.wrongCodeLimit - pending.wrongTries);
    return new ApiError(400, MSG.codeWrong(triesLeft), { code: MSG.codeWrong(triesLeft) }, undefined, 'CODE_WRONG');
  }
  if (planted.has('PBK-04') && purpose === 'sign-in') {
    // PBK-04 (planted, bug mode only): the one-time sign-in code is not used up, so it signs in again.
    pending.uses = (pending.uses ?? 0) + 1;
    if (pending.uses > 1) met.add('PBK-04');
    return null;
  }
  account.code = null;
  return null;
}

/** When the pending code stops working and when another of this kind may be asked for, as the replies state them. */
export function codeTimes(account: BankAccount, purpose: CodePurpose): { expiresAt: string | null; nextCodeAt: string | null } {
  const sentAt = account.lastSent[purpose];
  return {
    expiresAt: account.code ? new Date(account.code.expiresAt).toISOString() : null,
    nextCodeAt: sentAt === null ? null : new Date(sentAt + COOLDOWN_MS).toISOString(),
  };
}
