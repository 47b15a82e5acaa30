import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, beforeAll, vi } from 'vitest';
import { GET as getChallenge } from '@/app/api/captcha/challenge/route';
import { resetEnvCache } from '@/lib/env';
import { call } from './http';
import { setupSmtpSink } from './mail';
import { setupFreshDatabase } from './test-db';

// What the contact-form test files share (contact.test.ts, contact-delivery.test.ts).

export const CONTACT_TO = 'office@qa-academy.test';

/** A contact test file's world: its own database, an SMTP sink, CONTACT_TO set, spies restored after each test. */
export function setupContactTests() {
  const getDb = setupFreshDatabase();
  const sink = setupSmtpSink();
  beforeAll(() => {
    process.env.CONTACT_TO = CONTACT_TO;
    resetEnvCache();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return { getDb, sink };
}

let ipCounter = 0;
export const freshIp = () => `198.18.7.${++ipCounter}`;

/** Solves a challenge the way the widget does and encodes the payload it would post. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

/** A real challenge from the route, solved. */
export async function solvedToken(): Promise<string> {
  const result = await call(getChallenge);
  return solve(result.json as Challenge);
}

export async function payload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Grace Hopper',
    phone: '+1 (555) 010-2030',
    email: `grace${Math.random().toString(36).slice(2, 8)}@example.com`,
    message: 'I would like to know when the next Automation Testing course starts.',
    recaptchaToken: await solvedToken(),
    ...overrides,
  };
}
