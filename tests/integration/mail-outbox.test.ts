import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sendMail } from '@/lib/mail/transport';
import { env } from '@/lib/env';

// The default install has no SMTP server: every message must land in the outbox folder as an .eml file.
describe('sendMail without SMTP_URL', () => {
  it('writes the message to the outbox folder as RFC 822 text', async () => {
    expect(env().SMTP_URL).toBeUndefined();
    await sendMail({ to: 'newcomer@example.com', subject: 'Hello outbox', text: 'Code 123456', html: '<p>Code 123456</p>' });
    const dir = path.resolve(env().OUTBOX_DIR);
    const files = fs.readdirSync(dir).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dir, files[0]), 'utf8');
    expect(eml).toMatch(/^To: newcomer@example\.com$/m);
    expect(eml).toMatch(/^Subject: Hello outbox$/m);
    expect(eml).toContain('Code 123456');
  });
});
