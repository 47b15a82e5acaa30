import path from 'node:path';
import { mailTo } from '../../tests/helpers/outbox';
import type { Learner } from './learners';

/**
 * Verifies a learner's e-mail the way they would: reads the 6-digit code the admin's "Register Student"
 * sent (the bench app writes mail to `{appDir}/outbox`) and enters it through POST /api/auth/confirm-email.
 */
export async function verifyLearner(url: string, appDir: string, learner: Learner): Promise<void> {
  const outbox = path.join(appDir, 'outbox');
  const deadline = Date.now() + 15_000;
  let code: string | null = null;
  while (!code) {
    code = mailTo(outbox, learner.email).at(-1)?.code ?? null;
    if (code) break;
    if (Date.now() > deadline) throw new Error(`no verification code reached ${learner.email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const reply = await fetch(`${url}/api/auth/confirm-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: learner.cookie },
    body: JSON.stringify({ email: learner.email, code }),
  });
  if (!reply.ok) throw new Error(`verifying ${learner.email} answered ${reply.status}: ${await reply.text()}`);
}
