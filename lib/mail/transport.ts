import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '../env';
import { processSlot } from '../cache/process-singleton';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go, e.g. the visitor who wrote through the contact form. */
  replyTo?: string;
}

const memo = () => processSlot<{ url: string | undefined; transport: Transporter }>('mail-transport');

function getTransport(): Transporter {
  const url = env().SMTP_URL;
  // `transporter?.url !== url` alone would be false on the first call when SMTP_URL is unset (both undefined).
  const transporter = memo();
  if (!transporter.value || transporter.value.url !== url) {
    // Without SMTP the message is rendered to RFC 822 text and written to the outbox folder.
    const transport = url
      ? nodemailer.createTransport(url)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    transporter.value = { url, transport };
  }
  return transporter.value.transport;
}

export async function sendMail(message: MailMessage): Promise<void> {
  const { MAIL_FROM, OUTBOX_DIR, SMTP_URL } = env();
  const info = await getTransport().sendMail({ from: MAIL_FROM, ...message });
  if (SMTP_URL) return;
  const dir = path.resolve(OUTBOX_DIR);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`);
  await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
  console.info(`[mail] to=${message.to} subject="${message.subject}" saved=${path.relative(process.cwd(), file)}`);
}
