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
