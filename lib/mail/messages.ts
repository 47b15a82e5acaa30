import type { MailMessage } from './transport';

export type CodePurpose = 'email-verification' | 'forget-password' | 'change-email' | 'sign-in';

const purposeText: Record<CodePurpose, { subject: string; lead: string }> = {
  'email-verification': { subject: 'Your QA Academy verification code', lead: 'Use this code to verify your e-mail address:' },
  'change-email': { subject: 'Confirm your new QA Academy e-mail', lead: 'Use this code to confirm your new e-mail address:' },
  'forget-password': { subject: 'Your QA Academy password reset code', lead: 'Use this code to reset your password:' },
  'sign-in': { subject: 'Your QA Academy sign-in code', lead: 'Use this code to sign in:' },
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A 6-digit code message, plain text and HTML. */
export function codeMessage(to: string, code: string, purpose: CodePurpose): MailMessage {
  const { subject, lead } = purposeText[purpose];
  const footer = 'The code expires in 10 minutes. If you did not ask for it, you can ignore this e-mail.';
  return {
    to,
    subject,
    text: `${lead}\n\n${code}\n\n${footer}\n\nQA Academy`,
    html: `<p>${escapeHtml(lead)}</p><p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</p><p>${escapeHtml(footer)}</p><p>QA Academy</p>`,
  };
}

/** A plain notice (no code), e.g. to the old address when the account's e-mail is being changed. */
export function noticeMessage(to: string, subject: string, lines: string[]): MailMessage {
  const footer = 'If this was not you, log in and change your password at once, or reply to this e-mail.';
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${footer}\n\nQA Academy`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>${escapeHtml(footer)}</p><p>QA Academy</p>`,
  };
}

export const emailChangeRequested = (oldAddress: string, newAddress: string) =>
  noticeMessage(oldAddress, 'A change of your QA Academy e-mail was requested', [
    `Someone logged in to your QA Academy account asked to change its e-mail address to ${newAddress}.`,
    'Nothing changes until the code we sent to that address is entered; until then you keep logging in with this one.',
  ]);

export const emailChanged = (oldAddress: string, newAddress: string) =>
  noticeMessage(oldAddress, 'Your QA Academy e-mail was changed', [
    `The e-mail address of your QA Academy account is now ${newAddress}. This address no longer logs in.`,
  ]);

/** '2026-11-25 09:14 UTC', rounded up to the minute so the time told is never too early. */
function utcMinute(when: Date): string {
  const rounded = new Date(Math.ceil(when.getTime() / 60_000) * 60_000);
  return `${rounded.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Sent instead of a code while an account's code checks are paused by too many wrong codes. */
export const codesPausedMessage = (to: string, until: Date) =>
  noticeMessage(to, 'Codes for your QA Academy account are paused', [
    `Too many wrong codes were entered for your QA Academy account, so no code for it is accepted until ${utcMinute(until)}.`,
    'Ask for a new code after that time. Someone may have tried to guess your codes; your password has not changed.',
  ]);
