import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { POST as contact } from '@/app/api/contact/route';
import { captchaSolutions, contactMessages } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { MSG } from '@/lib/messages';
import { prefillRateWindow } from '../helpers/rate-window';
import { call } from '../helpers/http';
import { CONTACT_TO, freshIp, payload, setupContactTests } from '../helpers/contact-form';

const { getDb, sink } = setupContactTests();

describe('POST /api/contact: missing fields, limits and delivery', () => {
  it('refuses a missing field (not just an empty one) with its message', async () => {
    const { recaptchaToken } = await payload();
    const result = await call(contact, { body: { recaptchaToken }, ip: freshIp() });
    expect(result.status).toBe(400);
    expect(result.json.errors).toMatchObject({
      name: MSG.contactNameRequired,
      phone: MSG.contactPhoneRequired,
      email: MSG.emailRequired,
      message: MSG.contactMessageRequired,
    });
  });

  it('answers 429 after the per-IP limit, before any other work', async () => {
    const ip = freshIp();
    await prefillRateWindow(RATE_RULES.contactPerIp, ip, RATE_RULES.contactPerIp.max - 2);
    for (let i = 0; i < 2; i++) {
      expect((await call(contact, { body: await payload(), ip })).status).toBe(200);
    }
    const blocked = await call(contact, { body: await payload(), ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(contact, { body: await payload(), ip: freshIp() })).status).toBe(200);
  });

  it('still answers success when the e-mail fails after the message was stored', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sinkUrl = process.env.SMTP_URL;
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetEnvCache();
    try {
      const body = await payload();
      const result = await call(contact, { body, ip: freshIp() });
      expect(result.status).toBe(200);
      expect(result.json.success).toBe(true);
      expect(await getDb().select().from(contactMessages).where(eq(contactMessages.email, body.email))).toHaveLength(1);
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/stored, but e-mailing it/), expect.anything());
    } finally {
      process.env.SMTP_URL = sinkUrl;
      resetEnvCache();
    }
  });

  it('only stores the message, logging one line, when CONTACT_TO is not set', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    delete process.env.CONTACT_TO;
    resetEnvCache();
    try {
      const body = await payload();
      const since = sink().messages.length;
      const result = await call(contact, { body, ip: freshIp() });
      expect(result.status).toBe(200);
      expect(await getDb().select().from(contactMessages).where(eq(contactMessages.email, body.email))).toHaveLength(1);
      expect(info).toHaveBeenCalledTimes(1);
      expect(info.mock.calls[0][0]).toMatch(/CONTACT_TO is not set/);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sink().messages.length).toBe(since);
    } finally {
      process.env.CONTACT_TO = CONTACT_TO;
      resetEnvCache();
    }
  });

  it('keeps only hashes of used solutions, and clears expired ones', async () => {
    await getDb().insert(captchaSolutions).values({ hash: 'stale', expiresAt: new Date(Date.now() - 60_000) });
    const body = await payload();
    expect((await call(contact, { body, ip: freshIp() })).status).toBe(200);
    const rows = await getDb().select().from(captchaSolutions);
    expect(rows.find((r) => r.hash === 'stale')).toBeUndefined();
    for (const row of rows) {
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(body.recaptchaToken).not.toContain(row.hash);
    }
  });
});
