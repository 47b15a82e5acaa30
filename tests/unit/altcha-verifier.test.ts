import { describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createAltchaVerifier } from '@/lib/captcha/altcha';

const hmacKey = 'unit-test-key-unit-test-key-unit-test-key';

function verifierWithMemory() {
  const used = new Set<string>();
  const verifier = createAltchaVerifier({
    hmacKey,
    claimSolution: async (hash) => (used.has(hash) ? false : (used.add(hash), true)),
  });
  return { verifier, used };
}

async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('ALTCHA verifier', () => {
  it('issues challenges whose work stays within the configured counter range', async () => {
    const { verifier } = verifierWithMemory();
    const challenge = (await verifier.createChallenge()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution?.counter).toBeGreaterThanOrEqual(5_000);
    expect(solution?.counter).toBeLessThanOrEqual(50_000);
  });

  it('accepts a solution once, then refuses it', async () => {
    const { verifier, used } = verifierWithMemory();
    const payload = await solvedPayload((await verifier.createChallenge()) as Challenge);
    expect(await verifier.verify(payload)).toBe(true);
    expect(await verifier.verify(payload)).toBe(false);
    expect(used.size).toBe(1);
  });

  it('refuses a wrong counter or key, and never records a refused solution', async () => {
    const { verifier, used } = verifierWithMemory();
    const challenge = (await verifier.createChallenge()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const wrong = (s: object) => Buffer.from(JSON.stringify({ challenge, solution: { ...solution, ...s } })).toString('base64');
    expect(await verifier.verify(wrong({ counter: solution!.counter + 1 }))).toBe(false);
    expect(await verifier.verify(wrong({ derivedKey: '00'.repeat(32) }))).toBe(false);
    expect(used.size).toBe(0);
  });

  it('refuses payloads that are not base64 JSON of a challenge and solution', async () => {
    const { verifier } = verifierWithMemory();
    for (const payload of ['', 'garbage', Buffer.from('[]').toString('base64'), Buffer.from('{"challenge":1}').toString('base64')]) {
      expect(await verifier.verify(payload)).toBe(false);
    }
  });
});
