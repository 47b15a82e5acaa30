import fs from 'node:fs';
import path from 'node:path';

// Without SMTP_URL the app writes every message to OUTBOX_DIR as an RFC 822 .eml file (lib/mail/transport.ts).
// This reads them back the way a newcomer would open them: headers, and the plain-text part decoded.
// Plain Node only (no '@/' alias), so the Playwright journey (e2e/outbox.ts) can use it too.

export interface OutboxMail {
  file: string;
  /** Lower-cased addresses of the To header. */
  to: string[];
  subject: string;
  replyTo: string | null;
  /** The decoded text/plain part (the whole body when the message is not multipart). */
  text: string;
  /** The decoded text/html part, if any. */
  html: string | null;
  /** The 6-digit code on a line of its own in the plain text, if any. */
  code: string | null;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Splits header block and body; folded header lines are joined (RFC 5322 §2.2.3). */
function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** RFC 2047 encoded words, e.g. a subject with non-ASCII characters. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=\s*/gi, (_, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part.body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return part.body;
}

/** Every leaf part of a (possibly nested) multipart message. */
function leafParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`);
  // sections[0] is the preamble; the last one starts with "--" (the closing delimiter).
  return sections
    .slice(1)
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(splitPart(section.replace(/^\n/, ''))));
}

function addresses(value: string | undefined): string[] {
  if (!value) return [];
  return value.split(',').map((one) => (/<([^>]+)>/.exec(one)?.[1] ?? one).trim().toLowerCase());
}

export function parseEml(file: string, raw: string): OutboxMail {
  const message = splitPart(raw);
  const parts = leafParts(message);
  const ofType = (type: string) => parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const textPart = ofType('text/plain');
  const htmlPart = ofType('text/html');
  const text = textPart ? decodeBody(textPart) : '';
  return {
    file,
    to: addresses(message.headers.get('to')),
    subject: decodeWords(message.headers.get('subject') ?? ''),
    replyTo: addresses(message.headers.get('reply-to'))[0] ?? null,
    text,
    html: htmlPart ? decodeBody(htmlPart) : null,
    code: /^(\d{6})$/m.exec(text)?.[1] ?? null,
  };
}

/**
 * Every message in the outbox folder, oldest first. The file names start with an ISO timestamp, so
 * sorting the names sorts by time; a folder that does not exist yet simply holds no mail.
 */
export function readOutbox(dir: string): OutboxMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseEml(name, fs.readFileSync(path.join(dir, name), 'utf8')));
}

/** Messages addressed to `to`, oldest first. */
export function mailTo(dir: string, to: string): OutboxMail[] {
  return readOutbox(dir).filter((mail) => mail.to.includes(to.toLowerCase()));
}
