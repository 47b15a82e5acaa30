import { afterEach, describe, expect, it } from 'vitest';
import { assertSharedSecret, SHARED_SECRET_REQUIRED } from '@/lib/auth/secret';
import { resetEnvCache } from '@/lib/env';

const saved = { DATABASE_URL: process.env.DATABASE_URL, BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET };

function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
}

describe('one session secret for every instance', () => {
  afterEach(() => setEnv(saved));

  it('refuses PostgreSQL without BETTER_AUTH_SECRET, with a message that says what to do', () => {
    setEnv({ DATABASE_URL: 'postgres://app@db.example:5432/qa', BETTER_AUTH_SECRET: undefined });
    expect(() => assertSharedSecret()).toThrow(SHARED_SECRET_REQUIRED);
    expect(SHARED_SECRET_REQUIRED).toMatch(/same random value/);
  });

  it('accepts PostgreSQL with a secret, and the embedded database without one', () => {
    setEnv({ DATABASE_URL: 'postgres://app@db.example:5432/qa', BETTER_AUTH_SECRET: 'a-shared-secret-of-at-least-32-characters' });
    expect(() => assertSharedSecret()).not.toThrow();
    setEnv({ DATABASE_URL: undefined, BETTER_AUTH_SECRET: undefined });
    expect(() => assertSharedSecret()).not.toThrow();
  });
});
