import { afterEach, describe, expect, it } from 'vitest';
import { env, resetEnvCache } from '@/lib/env';

const saved = { PORT: process.env.PORT, APP_URL: process.env.APP_URL };
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
});

describe('APP_URL default', () => {
  it('is http://localhost:3000 with no settings', () => {
    delete process.env.PORT;
    delete process.env.APP_URL;
    resetEnvCache();
    expect(env().APP_URL).toBe('http://localhost:3000');
  });

  it('follows PORT, so a different port alone still passes the auth origin checks', () => {
    process.env.PORT = '4123';
    delete process.env.APP_URL;
    resetEnvCache();
    expect(env().APP_URL).toBe('http://localhost:4123');
  });

  it('keeps an explicit APP_URL', () => {
    process.env.PORT = '4123';
    process.env.APP_URL = 'https://academy.example.com';
    resetEnvCache();
    expect(env().APP_URL).toBe('https://academy.example.com');
  });
});
