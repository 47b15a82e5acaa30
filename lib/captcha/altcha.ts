import 'server-only';
import crypto from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { CaptchaVerifier } from './verifier';

/** The challenge lifetime: long enough to fill in the form after ticking the box. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

// Proof of work: the server picks a secret counter and the browser counts up to it, one SHA-256
// per step, spread over the widget's workers. Near 50,000 steps took about half a second in headless
// Chromium on two cores (the widget waits at least 500 ms anyway), yet every submission costs a
// script the same work again.
const MIN_COUNTER = 5_000;
const MAX_COUNTER = 50_000;
const ALGORITHM = 'SHA-256';

// What the widget posts: base64 of {challenge: {parameters, signature}, solution}. Parameters stay a
// loose record because the signature covers exactly the fields that were sent.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

export interface AltchaVerifierOptions {
  hmacKey: string;
  /** Records a solution as used; false when it already was (see used-solutions.ts). */
  claimSolution(hash: string, expiresAt: Date): Promise<boolean>;
}

export function createAltchaVerifier({ hmacKey, claimSolution }: AltchaVerifierOptions): CaptchaVerifier {
  return {
    async createChallenge() {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(MAX_COUNTER, MIN_COUNTER),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: hmacKey,
      });
    },

    async verify(payload) {
      const decoded = decodePayload(payload);
      if (!decoded) return false;
      const expiresAt = decoded.challenge.parameters.expiresAt;
      // Our challenges always expire; a signed one without an expiry was not issued here.
      if (typeof expiresAt !== 'number') return false;
      let verified = false;
      try {
        const { challenge, solution } = decoded;
        ({ verified } = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: hmacKey }));
      } catch {
        return false; // malformed parameters under a forged signature
      }
      if (!verified) return false;
      // Each challenge has one solution and a unique signature (it covers a random nonce), and the
      // signature must match exactly, so it names the solution. Hashing it rather than the raw
      // payload means re-encoding the same JSON cannot pass as a new solution.
      const hash = crypto.createHash('sha256').update(decoded.signature).digest('hex');
      return claimSolution(hash, new Date(expiresAt * 1000));
    },
  };
}

interface DecodedPayload {
  challenge: Challenge;
  signature: string;
  solution: { counter: number; derivedKey: string };
}

function decodePayload(payload: string): DecodedPayload | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    if (!parsed.success) return null;
    const { challenge, solution } = parsed.data;
    return { challenge: challenge as unknown as Challenge, signature: challenge.signature, solution };
  } catch {
    return null;
  }
}
