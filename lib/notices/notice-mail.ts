import { escapeHtml } from '../mail/messages';
import type { MailMessage } from '../mail/transport';
import type { NoticeText } from './kinds';

/** The e-mail copy of a notice: its title as the subject, its text, and the absolute link to where it leads. */
export function noticeMail(to: string, notice: NoticeText, link: string): MailMessage {
  const footer = 'You get this e-mail because it concerns your QA Academy account. Your notices are also in the Student Portal.';
  return {
    to,
    subject: notice.title,
    text: `${notice.body}\n\n${link}\n\n${footer}\n\nQA Academy`,
    html: `<p>${escapeHtml(notice.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(footer)}</p><p>QA Academy</p>`,
  };
}
