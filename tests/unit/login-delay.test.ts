import { describe, expect, it } from 'vitest';
import { loginDelayMs } from '@/lib/security/login-throttle';

describe('loginDelayMs (wrong passwords for one account, from anywhere)', () => {
  it('costs nothing for the first few typos', () => {
    for (let failures = 0; failures <= 5; failures++) expect(loginDelayMs(failures, 5)).toBe(0);
  });

  it('then grows with every further failure, so a guesser spread over many addresses slows down', () => {
    const delays = [6, 7, 8, 9].map((failures) => loginDelayMs(failures, 5));
    expect(delays).toEqual([250, 500, 1000, 2000]);
  });

  it('is capped, so the owner is answered within seconds even during an attack', () => {
    expect(loginDelayMs(1000, 5)).toBe(8000);
  });
});
