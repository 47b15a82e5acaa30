import 'server-only';
import { env, type Env } from '../env';
import { createAltchaVerifier } from './altcha';
import { altchaHmacKey } from './key';
import { claimSolution } from './used-solutions';
import type { CaptchaVerifier } from './verifier';

export type { CaptchaVerifier } from './verifier';

let current: { config: Env; verifier: CaptchaVerifier } | null = null;

/** The app's captcha (ALTCHA). Rebuilt only when the environment is re-read, as tests do. */
export function captchaVerifier(): CaptchaVerifier {
  const config = env();
  if (current?.config !== config) {
    current = { config, verifier: createAltchaVerifier({ hmacKey: altchaHmacKey(), claimSolution }) };
  }
  return current.verifier;
}
