import 'server-only';
import type { PlantedDefects } from '@/lib/practice/defects/planted';
import { escapeHtml } from '@/lib/mail/messages';
import { recordDefectEvidence } from '@/lib/practice/bug-hunt/evidence';
import { deliverToInbox } from '@/lib/practice/inbox/store';
import { PRACTICE_BANK_EXERCISE } from '../descriptor';
import { PRACTICE_BANK_MSG as MSG } from '../messages';
import type { BankAccount, CodePurpose } from '../state';

// The Practice Bank's mail (docs/practice/practice-bank.md#messages): a code message with a text and an HTML part,
// delivered to the learner's practice inbox and nowhere else. The code stands alone on its line in the text part
// and in an element of its own (data-test="code") in the HTML part, so a learner's parser can find it either way.

/** The HTML part's code: the code itself, or with bug mode on (PBK-06) another one. */
function htmlCode(code: string, purpose: CodePurpose, planted: PlantedDefects): string {
  if (planted.has('PBK-06') && purpose === 'sign-in') {
    // PBK-06 (planted, bug mode only): the HTML part shows the code with its last digit one higher.
    return code.slice(0, -1) + String((Number(code.at(-1)) + 1) % 10);
  }
  return code;
}

export function codeMail(account: BankAccount, code: string, purpose: CodePurpose, planted: PlantedDefects) {
  const subject = purpose === 'sign-up' ? MSG.signUpSubject : MSG.signInSubject;
  const lead = purpose === 'sign-up' ? MSG.signUpLead : MSG.signInLead;
  const greeting = `Hello ${account.name},`;
  const text = `${greeting}\n\n${lead}\n\n${code}\n\n${MSG.mailExpiry}\n\nPractice Bank`;
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>' +
    escapeHtml(subject) +
    '</title></head><body>' +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p>` +
    `<p data-test="code" style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(htmlCode(code, purpose, planted))}</p>` +
    `<p>${escapeHtml(MSG.mailExpiry)}</p><p>Practice Bank</p></body></html>`;
  return { from: MSG.mailFrom, to: account.email, subject, text, html };
}

/** Mails the code to the account's address, which means: into the learner's practice inbox. */
export async function mailCode(userId: string, account: BankAccount, code: string, purpose: CodePurpose, planted: PlantedDefects): Promise<void> {
  await deliverToInbox(userId, PRACTICE_BANK_EXERCISE.id, codeMail(account, code, purpose, planted));
  // PBK-06: every sign-in message sent with the bugs live shows another code in its HTML part.
  if (planted.has('PBK-06') && purpose === 'sign-in') await recordDefectEvidence(userId, 'PBK-06');
}
