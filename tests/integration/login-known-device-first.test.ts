import { afterEach, describe, expect, it, vi } from 'vitest';
import { HASH_PRIORITY, HASH_RUNS_FOR_OTHERS, hashGate } from '@/lib/auth/hash-gate';
import { scryptRuns } from '@/lib/auth/password-hashing';
import { POST as changePassword } from '@/app/api/auth/change-password/[id]/route';
import { MSG } from '@/lib/messages';
import { newDeviceGate } from '@/lib/security/login-throttle';
import { peekRateLimit, RATE_RULES } from '@/lib/security/rate-limit';
import { call } from '../helpers/http';
import { freshIp, inFlight, ownerWithDevice, randomEmail, tryLogin, waitForState } from '../helpers/login-attack';
import { createLoggedInUser } from '../helpers/users';
import { setupFreshDatabase } from '../helpers/test-db';

// Issue 39: while the owner's known device signs in, new devices' work does not start. On a two-core server a guess's
// scrypt run started beside the owner's took half its CPU (bench:login-attack), and a guess's queries on the embedded
// database ran before the owner's. Here every scrypt run is held by the test until it lets it end, so which runs have
// started at any moment is a state the test reads: counted, never timed.

const getDb = setupFreshDatabase();

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every scrypt check from now on waits until the test ends it; `started(password)` counts the checks begun with it. */
function holdScryptChecks() {
  const original = scryptRuns.verify;
  const waiting: Array<{ password: string; end: () => void }> = [];
  const flags = { endAtOnce: false };
  const verify = vi.spyOn(scryptRuns, 'verify').mockImplementation(async (input) => {
    if (!flags.endAtOnce) await new Promise<void>((end) => waiting.push({ password: input.password, end }));
    return original(input);
  });
  const started = (test: (password: string) => boolean) => verify.mock.calls.filter(([input]) => test(input.password)).length;
  return {
    started,
    /** Ends the held checks whose password passes `test`. */
    end(test: (password: string) => boolean) {
      for (const held of waiting.filter((each) => test(each.password))) {
        waiting.splice(waiting.indexOf(held), 1);
        held.end();
      }
    },
    /** Ends every held check, and lets the later ones run at once. */
    endAll() {
      flags.endAtOnce = true;
      for (const held of waiting.splice(0)) held.end();
    },
  };
}

const isGuess = (password: string) => password.startsWith('guess-');

describe("a known device's login holds back new devices' work (issue 39)", () => {
  it("no new device's check starts while the owner's runs: the guess already running ends, the next waits for the owner", async () => {
    const owner = await ownerWithDevice(getDb(), 'holds-hashes');
    const checks = holdScryptChecks();
    // Guesses enough to fill the runs new devices may take and leave two waiting (fewer than make the account under attack).
    const sent = HASH_RUNS_FOR_OTHERS + 2;
    const guesses = inFlight(Array.from({ length: sent }, (_, i) => () => tryLogin(owner.email, `guess-${i}`)));
    await waitForState(() => {
      expect(checks.started(isGuess)).toBe(HASH_RUNS_FOR_OTHERS);
      expect(hashGate().waiting(HASH_PRIORITY.newDevice)).toBe(2);
    });

    const ownerLogin = tryLogin(owner.email, owner.password, freshIp(), owner.device);
    await waitForState(() => expect(checks.started((password) => password === owner.password)).toBe(1));
    // The running guesses end while the owner's check runs: they are answered, and none of the waiting ones starts.
    checks.end(isGuess);
    await waitForState(() => expect(guesses.answered()).toBe(HASH_RUNS_FOR_OTHERS));
    expect(checks.started(isGuess)).toBe(HASH_RUNS_FOR_OTHERS);
    expect(hashGate().waiting(HASH_PRIORITY.newDevice)).toBe(2);

    checks.endAll();
    expect((await ownerLogin).status).toBe(200);
    expect((await guesses.replies).map((reply) => reply.status)).toEqual(Array.from({ length: sent }, () => 401));
    expect(checks.started(isGuess)).toBe(sent);
    expect(hashGate().holds()).toBe(0);
  }, 60_000);

  it("a new device's login waits before its first query while the owner's runs, and goes on after it", async () => {
    const owner = await ownerWithDevice(getDb(), 'holds-queries');
    const checks = holdScryptChecks();
    const ownerLogin = tryLogin(owner.email, owner.password, freshIp(), owner.device);
    await waitForState(() => expect(checks.started((password) => password === owner.password)).toBe(1));

    const ip = freshIp();
    const newDevice = tryLogin(randomEmail('newcomer'), 'guess-from-a-new-device', ip);
    await waitForState(() => expect(newDeviceGate().waiting()).toBe(1));
    // Its first query counts it against its address: not made yet.
    expect((await peekRateLimit(RATE_RULES.loginPerIp, ip)).count).toBe(0);

    checks.endAll();
    expect((await ownerLogin).status).toBe(200);
    expect((await newDevice).status).toBe(401);
    expect((await peekRateLimit(RATE_RULES.loginPerIp, ip)).count).toBe(1);
    expect(newDeviceGate().holds()).toBe(0);
  }, 60_000);

  it("a signed-in user's own password check is not held: it runs and is answered while the owner's login runs", async () => {
    // The first hold closed every check but known devices' (the e2e's profile and reset-code checks went unanswered):
    // only new devices' logins wait for a known device's now.
    const owner = await ownerWithDevice(getDb(), 'holds-logins-only');
    const user = await createLoggedInUser();
    const checks = holdScryptChecks();
    const ownerLogin = tryLogin(owner.email, owner.password, freshIp(), owner.device);
    await waitForState(() => expect(checks.started((password) => password === owner.password)).toBe(1));

    const change = call(changePassword, { cookie: user.cookie, params: { id: user.id }, body: { currentPassword: 'not-my-password', newPassword: 'Fresh-secret-88' } });
    await waitForState(() => expect(checks.started((password) => password === 'not-my-password')).toBe(1));
    checks.end((password) => password === 'not-my-password');
    const refused = await change;
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(MSG.currentPasswordWrong);
    // Still running: the owner's check was never let go.
    expect(hashGate().holds()).toBe(1);

    checks.endAll();
    expect((await ownerLogin).status).toBe(200);
    expect(hashGate().holds()).toBe(0);
  }, 60_000);
});
