import 'server-only';
import { env, type Env } from '../env';
import { createAltchaVerifier } from './altcha';
import { altchaHmacKey } from './key';
import { claimSolution } from './used-solutions';
import type { CaptchaVerifier } from './verifier';
import { processSlot } from '../cache/process-singleton';

export type { CaptchaVerifier } from './verifier';

const memo = () => processSlot<{ config: Env; verifier: CaptchaVerifier }>('captcha-verifier');

/** The app's captcha (ALTCHA). Rebuilt only when the environment is re-read, as tests do. */
export function captchaVerifier(): CaptchaVerifier {
  const config = env();
  const current = memo();
  if (current.value?.config !== config) {
    current.value = { config, verifier: createAltchaVerifier({ hmacKey: altchaHmacKey(), claimSolution }) };
  }
  return current.value.verifier;
}
