import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { GET as getChallenge } from '@/app/api/captcha/challenge/route';
import { POST as contact } from '@/app/api/contact/route';
import { altchaHmacKey } from '@/lib/captcha/key';
import { contactMessages } from '@/lib/db/schema';
import { MSG } from '@/lib/messages';
import { call } from '../helpers/http';
import { CONTACT_TO, freshIp, payload, setupContactTests, solve } from '../helpers/contact-form';

const { getDb, sink } = setupContactTests();

/** The decoded text/html part of a raw message (quoted-printable or base64). */
function htmlPart(raw: string): string {
  const match = /Content-Type: text\/html[^\n]*\r?\n(?:[^\r\n]+\r?\n)*?Content-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(raw);
  if (!match) throw new Error('no HTML part');
  const [, encoding, body] = match;
  if (encoding.toLowerCase() === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('GET /api/captcha/challenge', () => {
  it('answers a fresh signed challenge that expires in 10 minutes and is never cached', async () => {
    const first = await call(getChallenge);
    const second = await call(getChallenge);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.json.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(first.json.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(first.json.parameters.expiresAt - Date.now() / 1000).toBeGreaterThan(9 * 60);
    expect(first.json.parameters.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(10 * 60);
    expect(second.json.parameters.nonce).not.toBe(first.json.parameters.nonce);
  });
});

describe('POST /api/contact', () => {
  it('stores the message and e-mails it to CONTACT_TO with every field escaped and reply-to the sender', async () => {
    const body = await payload({
      name: 'Ada <script>alert(1)</script>',
      message: 'Tags <b>bold</b> & "quotes" \'single\'\nsecond line',
    });
    const since = sink().messages.length;
    const result = await call(contact, { body, ip: freshIp() });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ success: true, message: 'Your message has been sent successfully!' });

    const rows = await getDb().select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: body.name, phone: body.phone, message: body.message });

    const mail = await sink().waitFor(CONTACT_TO, { since });
    expect(mail.subject).toBe('Contact form: Ada <script>alert(1)</script>');
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${body.email}\\r?$`, 'm'));
    const html = htmlPart(mail.raw);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Ada &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('Tags &#60;b&#62;bold&#60;/b&#62; &#38; &#34;quotes&#34; &#39;single&#39;');
    expect(html).toContain(body.phone);
    expect(html).toContain(body.email);
  });

  it('refuses a solution used once already', async () => {
    const body = await payload();
    expect((await call(contact, { body, ip: freshIp() })).status).toBe(200);
    const again = await call(contact, { body: { ...body, message: 'Second try with the same solution.' }, ip: freshIp() });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ message: MSG.captchaRequired, errors: { recaptchaToken: MSG.captchaRequired } });
    const rows = await getDb().select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same solution re-encoded as different JSON', async () => {
    const body = await payload();
    expect((await call(contact, { body, ip: freshIp() })).status).toBe(200);
    const decoded = JSON.parse(Buffer.from(body.recaptchaToken, 'base64').toString('utf8'));
    const reencoded = Buffer.from(JSON.stringify({ solution: decoded.solution, challenge: decoded.challenge }, null, 2)).toString('base64');
    const again = await call(contact, { body: { ...body, recaptchaToken: reencoded }, ip: freshIp() });
    expect(again.status).toBe(400);
  });

  it('refuses concurrent submissions of one solution but accepts one of them', async () => {
    const body = await payload();
    const results = await Promise.all([0, 1, 2].map(() => call(contact, { body, ip: freshIp() })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['garbage', 'not-a-payload'],
    ['base64 of something else', Buffer.from('{"hello":"world"}').toString('base64')],
  ])('refuses a %s captcha with "Please complete the reCAPTCHA"', async (_label, recaptchaToken) => {
    const body = { ...(await payload()), recaptchaToken };
    const result = await call(contact, { body, ip: freshIp() });
    expect(result.status).toBe(400);
    expect(result.json.message).toBe(MSG.captchaRequired);
  });

  it('refuses a challenge signed with another key, a tampered one and an expired one', async () => {
    const foreign = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 50, deriveKey, hmacSignatureSecret: 'x'.repeat(40), expiresAt: new Date(Date.now() + 60_000) });
    const expired = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 50, deriveKey, hmacSignatureSecret: altchaHmacKey(), expiresAt: new Date(Date.now() - 1000) });
    const genuine = (await call(getChallenge)).json as Challenge;
    // Lowering the counter would make the work trivial; the signature covers the key prefix.
    const tampered = { ...genuine, parameters: { ...genuine.parameters, keyPrefix: '00' } };
    for (const challenge of [foreign, expired, tampered]) {
      const body = await payload({ recaptchaToken: await solve(challenge) });
      const result = await call(contact, { body, ip: freshIp() });
      expect(result.status).toBe(400);
      expect(result.json.message).toBe(MSG.captchaRequired);
    }
  });

  it.each([
    ['name', 'empty', MSG.contactNameRequired, ''],
    ['name', 'blank', MSG.contactNameRequired, '   '],
    ['name', '81 characters', MSG.contactNameMax, 'n'.repeat(81)],
    ['phone', 'empty', MSG.contactPhoneRequired, ''],
    ['phone', '21 digits', MSG.contactPhoneMax, '1'.repeat(21)],
    ['phone', 'words', MSG.contactPhonePattern, 'call me maybe'],
    ['email', 'empty', MSG.emailRequired, ''],
    ['email', 'without @', MSG.contactEmailInvalid, 'grace at example.com'],
    ['email', '262 characters', MSG.contactEmailMax, `${'g'.repeat(250)}@example.com`],
    ['message', 'empty', MSG.contactMessageRequired, ''],
    ['message', '5001 characters', MSG.contactMessageMax, 'm'.repeat(5001)],
  ])('refuses %s (%s) with "%s" and keeps the captcha solution unused', async (field, _label, message, value) => {
    const body = await payload({ [field]: value });
    const result = await call(contact, { body, ip: freshIp() });
    expect(result.status).toBe(400);
    expect(result.json.message).toBe(message);
    expect(result.json.errors[field]).toBe(message);
    // The visitor fixes the field and sends again with the same solution.
    const fixed = await call(contact, { body: { ...(await payload()), recaptchaToken: body.recaptchaToken }, ip: freshIp() });
    expect(fixed.status).toBe(200);
  });

});
