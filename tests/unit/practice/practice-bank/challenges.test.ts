import { describe, expect, it } from 'vitest';
import type { ObservedExchange } from '@/lib/api/observed-exchange';
import { PRACTICE_BANK_CHALLENGES } from '@/lib/practice/exercises/practice-bank/challenges';
import { CHECKED_CHALLENGE_IDS, PRACTICE_BANK_CHALLENGE_CHECKS } from '@/lib/practice/exercises/practice-bank/server/challenge-checks';
import { SERVER_EXERCISES } from '@/lib/practice/server-registry';

// The public list of Practice Bank challenges and the server's checks stay in step, and a check counts only what the
// learner's own tools did: the same exchange made by the page's session meets nothing.

function exchange(method: string, path: string, status: number, via: 'session' | 'token', extra: Partial<ObservedExchange> = {}): ObservedExchange {
  return {
    method,
    url: new URL(path, 'http://localhost'),
    requestHeaders: new Headers(),
    status,
    responseHeaders: new Headers(),
    caller: { userId: 'u1', via },
    refusal: null,
    error: null,
    ...extra,
  };
}

const met = (x: ObservedExchange) => PRACTICE_BANK_CHALLENGE_CHECKS.filter((check) => check.metBy(x, 'u1')).map((check) => check.id);

describe('Practice Bank challenges', () => {
  it('are PBK-C01 to PBK-C09, each with one check, as the server registry lists them', () => {
    expect(PRACTICE_BANK_CHALLENGES.map((challenge) => challenge.id)).toEqual(Array.from({ length: 9 }, (_, i) => `PBK-C0${i + 1}`));
    expect([...CHECKED_CHALLENGE_IDS].sort()).toEqual(PRACTICE_BANK_CHALLENGES.map((challenge) => challenge.id));
    expect(SERVER_EXERCISES['practice-bank'].challenges).toBe(PRACTICE_BANK_CHALLENGES);
    for (const challenge of PRACTICE_BANK_CHALLENGES) expect(challenge.description).toMatch(/^[A-Z].*[.)]$/);
  });

  it('count a long-poll only when it waited, named since, and received a message', () => {
    const poll = (query: string, count: string) =>
      exchange('GET', `/api/practice/v1/inbox${query}`, 200, 'token', { responseHeaders: new Headers({ 'x-total-count': count }) });
    expect(met(poll('?since=3&wait=20', '1'))).toEqual(['PBK-C01', 'PBK-C02']);
    expect(met(poll('?since=3&wait=20', '0'))).toEqual(['PBK-C01']);
    expect(met(poll('?wait=20', '1'))).toEqual(['PBK-C01']);
    expect(met(poll('?since=3', '1'))).toEqual(['PBK-C01']);
  });

  it('never count the page\'s own requests', () => {
    const raw = (via: 'session' | 'token') => exchange('GET', '/api/practice/v1/inbox/12/raw', 200, via);
    expect(met(raw('token'))).toEqual(['PBK-C03']);
    expect(met(raw('session'))).toEqual([]);
    const cooldown = (via: 'session' | 'token') =>
      exchange('POST', '/api/practice/v1/practice-bank/sign-in', 429, via, {
        refusal: { code: 'RESEND_TOO_SOON', fields: [] },
        responseHeaders: new Headers({ 'retry-after': '12' }),
      });
    expect(met(cooldown('token'))).toEqual(['PBK-C06']);
    expect(met(cooldown('session'))).toEqual([]);
  });
});
