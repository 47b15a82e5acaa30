import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { GET as getChallenge } from '@/app/api/captcha/challenge/route';
import { POST as contact } from '@/app/api/contact/route';
import { captchaSolutions, contactMessages } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { MSG } from '@/lib/messages';
import { prefillRateWindow } from '../helpers/rate-window';
import { call } from '../helpers/http';
import { setupSmtpSink } from '../helpers/mail';
import { setupFreshDatabase } from '../helpers/test-db';

const getDb = setupFreshDatabase();
const sink = setupSmtpSink();
const CONTACT_TO = 'office@qa-academy.test';

beforeAll(() => {
  process.env.CONTACT_TO = CONTACT_TO;
  resetEnvCache();
});

afterEach(() => {
  vi.restoreAllMocks();
});

let ipCounter = 0;
const freshIp = () => `198.18.7.${++ipCounter}`;

/** Solves a challenge the way the widget does and encodes the payload it would post. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

/** A real challenge from the route, solved. */
async function solvedToken(): Promise<string> {
  const result = await call(getChallenge);
  return solve(result.json as Challenge);
}

async function payload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Grace Hopper',
    phone: '+1 (555) 010-2030',
    email: `grace${Math.random().toString(36).slice(2, 8)}@example.com`,
    message: 'I would like to know when the next Automation Testing course starts.',
    recaptchaToken: await solvedToken(),
    ...overrides,
  };
}

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
