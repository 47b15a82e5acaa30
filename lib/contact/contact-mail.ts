import { escapeHtml } from '../mail/messages';
import type { MailMessage } from '../mail/transport';

export interface ContactMessage {
  name: string;
  phone: string;
  email: string;
  message: string;
}

// Header lines must stay one line: a visitor's name never adds or breaks a header.
function oneLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** The e-mail the academy receives for one contact-form message; replying answers the visitor. */
export function contactMail(to: string, contact: ContactMessage, id: number): MailMessage {
  const fields: [string, string][] = [
    ['Name', contact.name],
    ['Phone', contact.phone],
    ['Email', contact.email],
  ];
  const rows = fields
    .map(([label, value]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return {
    to,
    replyTo: contact.email,
    subject: `Contact form: ${oneLine(contact.name)}`,
    text: [
      `New message #${id} from the QA Academy contact form.`,
      '',
      ...fields.map(([label, value]) => `${label}: ${value}`),
      '',
      'Message:',
      contact.message,
      '',
      'Reply to this e-mail to answer the sender.',
    ].join('\n'),
    html:
      `<p>New message #${id} from the QA Academy contact form.</p>` +
      `<table>${rows}</table>` +
      `<p><strong>Message:</strong></p><p style="white-space:pre-wrap">${escapeHtml(contact.message)}</p>` +
      '<p>Reply to this e-mail to answer the sender.</p>',
  };
}
