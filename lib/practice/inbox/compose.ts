import 'server-only';
import crypto from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';

// Builds a practice message as real mail (docs/architecture.md#practice-inbox): RFC 5322 headers and a
// multipart/alternative body with a text and an HTML part, by nodemailer's own MailComposer (what its transports
// send), so a learner's mail parser reads it as it reads any mail. Nothing here sends it anywhere.

export interface PracticeMail {
  /** The sender as a header value, e.g. 'Practice Bank <no-reply@practice-bank.test>'. */
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The sender's domain, for the Message-ID: a reserved name (RFC 2606) that no mail server answers for. */
const MESSAGE_ID_DOMAIN = 'inbox.qa-academy.test';

export async function composeMail(mail: PracticeMail, date: Date): Promise<string> {
  const messageId = `<${crypto.randomUUID()}@${MESSAGE_ID_DOMAIN}>`;
  const composer = new MailComposer({ ...mail, date, messageId });
  const raw = await composer.compile().build();
  return raw.toString('utf8');
}
