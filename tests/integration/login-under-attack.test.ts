import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_COOKIE } from '@/lib/auth/device-cookie';
import { HASH_PRIORITY, HASH_RUNS_FOR_OTHERS, hashGate } from '@/lib/auth/hash-gate';
import { ACCOUNT_UNDER_ATTACK_MESSAGE, GUESSES_IN_FLIGHT_PER_ACCOUNT, newDeviceGate } from '@/lib/security/login-throttle';
import { countHit, limitOf, peekRateLimit, RATE_RULES } from '@/lib/security/rate-limit';
import { setupFreshDatabase } from '../helpers/test-db';
import {
  freshIp,
  holdHashGate,
  inFlight,
  ownerWithDevice as ownerWithDeviceIn,
  randomEmail,
  tryLogin,
  waitForState,
  watchScryptRuns,
} from '../helpers/login-attack';

// Issue 39: a guessing attack must not slow the owner. Every password check waits its turn at the process's hash gate
// (lib/auth/hash-gate.ts), where a browser that signed in to the account before (its signed device cookie) goes first,
// and a new device's guess for an account under attack costs no hash past a few in flight. These tests count the scrypt
// runs and read their order, never time them: the gate's slots are first taken by the test itself, so every request
// sent meanwhile is seen waiting (a state, polled), and the order in which the queue is then served is what is checked.

const getDb = setupFreshDatabase();

afterEach(() => {
  vi.restoreAllMocks();
});

const ownerWithDevice = (tag: string) => ownerWithDeviceIn(getDb(), tag);

describe('login during a guessing attack on one account (issue 39)', () => {
  it('40 guesses from 40 addresses: a few are checked, the rest cost no hash, and the owner\'s device is checked first', async () => {
    const owner = await ownerWithDevice('attacked');
    const runs = watchScryptRuns();
    const release = holdHashGate();
    const guesses = inFlight(Array.from({ length: 40 }, (_, i) => () => tryLogin(owner.email, `guess-number-${i}`)));
    // The account counts as under attack once its wrong passwords and the checks in flight reach the free failures.
    const admitted = limitOf(RATE_RULES.loginFailuresPerAccount);
    await waitForState(() => {
      expect(guesses.answered()).toBe(40 - admitted);
      expect(hashGate().waiting()).toBe(admitted);
    });
    const ownerLogin = tryLogin(owner.email, owner.password, freshIp(), owner.device);
    await waitForState(() => expect(hashGate().waiting(HASH_PRIORITY.knownDevice)).toBe(1));
    await release();

    expect((await ownerLogin).status).toBe(200);
    const replies = await guesses.replies;
    expect(replies.filter((reply) => reply.status === 401)).toHaveLength(admitted);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(refused).toHaveLength(40 - admitted);
    for (const reply of refused) {
      expect(reply.json.message).toBe(ACCOUNT_UNDER_ATTACK_MESSAGE);
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // One scrypt run per admitted guess and one for the owner, whose ran first.
    const order = runs();
    expect(order).toHaveLength(admitted + 1);
    expect(order[0]).toBe(owner.password);
  });

  it('once the account is under attack, only GUESSES_IN_FLIGHT_PER_ACCOUNT new devices are checked at once; another account\'s or a forged device cookie is a new device', async () => {
    const other = await ownerWithDevice('other');
    const owner = await ownerWithDevice('target');
    await countHit(RATE_RULES.loginFailuresPerAccount, owner.email, { amount: limitOf(RATE_RULES.loginFailuresPerAccount) });
    const runs = watchScryptRuns();
    const release = holdHashGate();
    const guesses = inFlight(Array.from({ length: GUESSES_IN_FLIGHT_PER_ACCOUNT }, (_, i) => () => tryLogin(owner.email, `guess-number-${i}`)));
    await waitForState(() => expect(hashGate().waiting(HASH_PRIORITY.accountUnderAttack)).toBe(GUESSES_IN_FLIGHT_PER_ACCOUNT));

    // The right password from a new device, from a browser that knows another account, and with a forged entry.
    // A character inside the entry's signature changed (the last one carries padding bits too, so not that one).
    const value = owner.device.slice(DEVICE_COOKIE.length + 1);
    const forged = `${DEVICE_COOKIE}=${value.slice(0, 45)}${value[45] === 'A' ? 'B' : 'A'}${value.slice(46)}`;
    for (const cookie of [undefined, other.device, forged]) {
      const reply = await tryLogin(owner.email, owner.password, freshIp(), cookie);
      expect(reply.status).toBe(429);
      expect(reply.json.message).toBe(ACCOUNT_UNDER_ATTACK_MESSAGE);
    }
    const ownerLogin = tryLogin(owner.email, owner.password, freshIp(), owner.device);
    await waitForState(() => expect(hashGate().waiting(HASH_PRIORITY.knownDevice)).toBe(1));
    await release();

    expect((await ownerLogin).status).toBe(200);
    expect((await guesses.replies).map((reply) => reply.status)).toEqual([401, 401]);
    const [first, ...then] = runs();
    expect(first).toBe(owner.password);
    expect(then.sort()).toEqual(['guess-number-0', 'guess-number-1']);
  });
});

describe('login during a guessing attack spread over many accounts (issue 39)', () => {
  it('hashing is bounded for the whole server: the owner\'s device goes before the waiting guesses, a new device after them', async () => {
    const owner = await ownerWithDevice('spread');
    const runs = watchScryptRuns();
    const release = holdHashGate();
    // One guess for each of many addresses (sixteen: the order is the point, not the number), each from an address of
    // its own. An unknown address costs a dummy hash, just as a known one costs a check.
    const accounts = 16;
    const guesses = inFlight(Array.from({ length: accounts }, (_, i) => () => tryLogin(randomEmail(`victim-${i}`), `guess-number-${i}`)));
    await waitForState(() => expect(hashGate().waiting(HASH_PRIORITY.newDevice)).toBe(accounts));
    expect(hashGate().running()).toBe(hashGate().capacity);
    const newDevice = tryLogin(owner.email, owner.password);
    await waitForState(() => expect(hashGate().waiting(HASH_PRIORITY.newDevice)).toBe(accounts + 1));
    const knownDevice = tryLogin(owner.email, owner.password, freshIp(), owner.device);
    await waitForState(() => expect(hashGate().waiting(HASH_PRIORITY.knownDevice)).toBe(1));
    await release();

    expect((await knownDevice).status).toBe(200);
    expect((await newDevice).status).toBe(200);
    expect((await guesses.replies).every((reply) => reply.status === 401)).toBe(true);
    const order = runs();
    expect(order).toHaveLength(accounts + 2);
    expect(order[0]).toBe(owner.password);
    expect(order.at(-1)).toBe(owner.password);
    expect(order.slice(1, -1).every((password) => password.startsWith('guess-number-'))).toBe(true);
  }, 60_000);
});

describe('a hash run kept for known devices (issue 39)', () => {
  it("while everyone else's checks fill the runs they may take, the owner's check starts at once rather than after one of them", async () => {
    const owner = await ownerWithDevice('kept-run');
    let open!: () => void;
    const held = new Promise<void>((resolve) => (open = resolve));
    const gate = hashGate();
    // New devices' checks in every run there is, as 40 guesses would be: only those not kept start.
    const guesses = Array.from({ length: gate.capacity }, () => gate.run(HASH_PRIORITY.newDevice, () => held));
    expect(gate.running()).toBe(HASH_RUNS_FOR_OTHERS);
    expect(gate.waiting(HASH_PRIORITY.newDevice)).toBe(gate.capacity - HASH_RUNS_FOR_OTHERS);
    // Answered while every guess's check is still held.
    expect((await tryLogin(owner.email, owner.password, freshIp(), owner.device)).status).toBe(200);
    expect(gate.running()).toBe(HASH_RUNS_FOR_OTHERS);
    open();
    await Promise.all(guesses);
  });
});

describe("new devices' database work during a spread attack (issue 39)", () => {
  it('waits at the new-device gate before any query, while a known device is answered', async () => {
    const owner = await ownerWithDevice('db-queue');
    // The gate's slots taken by the test: every new device's login sent now waits there, and must not have counted
    // itself against its address yet (that count is its first query).
    const gate = newDeviceGate();
    const leave = await Promise.all(Array.from({ length: gate.capacity }, () => gate.enter(0)));
    const addresses = Array.from({ length: 6 }, () => freshIp());
    const guesses = inFlight(addresses.map((ip, i) => () => tryLogin(randomEmail(`queued-${i}`), `guess-number-${i}`, ip)));
    await waitForState(() => expect(gate.waiting()).toBe(addresses.length));
    for (const ip of addresses) expect((await peekRateLimit(RATE_RULES.loginPerIp, ip)).count).toBe(0);

    expect((await tryLogin(owner.email, owner.password, freshIp(), owner.device)).status).toBe(200);
    expect(guesses.answered()).toBe(0);
    for (const done of leave) done();
    expect((await guesses.replies).map((reply) => reply.status)).toEqual(addresses.map(() => 401));
    for (const ip of addresses) expect((await peekRateLimit(RATE_RULES.loginPerIp, ip)).count).toBe(1);
  });
});

describe('a known device and the per-address limits', () => {
  it('an address whose limits a guesser used up refuses new devices, not a browser that signed in before, until it sends wrong passwords', async () => {
    const owner = await ownerWithDevice('shared-address');
    const ip = freshIp();
    await countHit(RATE_RULES.loginFailuresPerIp, ip, { amount: limitOf(RATE_RULES.loginFailuresPerIp) });
    await countHit(RATE_RULES.loginPerIp, ip, { amount: limitOf(RATE_RULES.loginPerIp) });
    expect((await tryLogin(owner.email, owner.password, ip)).status).toBe(429);
    expect((await tryLogin(owner.email, owner.password, ip, owner.device)).status).toBe(200);
    // Wrong passwords sent with the cookie withdraw its trust: the browser is then a new device at that address.
    for (let i = 0; i < limitOf(RATE_RULES.loginFailuresPerDevice); i++) {
      expect((await tryLogin(owner.email, `stolen-cookie-guess-${i}`, ip, owner.device)).status).toBe(401);
    }
    expect((await tryLogin(owner.email, owner.password, ip, owner.device)).status).toBe(429);
  });
});

describe('a class of 300 behind one address (issue 43)', () => {
  it('each learner signs in four times, one of them mistyped, and the last learner still gets in', async () => {
    const ip = freshIp();
    const learner = await ownerWithDevice('learner-300');
    // The class's other 1,198 login requests, 299 of them with a wrong password, counted directly.
    await countHit(RATE_RULES.loginPerIp, ip, { amount: 300 * 4 - 2 });
    await countHit(RATE_RULES.loginFailuresPerIp, ip, { amount: 299 });
    expect((await tryLogin(learner.email, 'mistyped-pass', ip)).status).toBe(401);
    expect((await tryLogin(learner.email, learner.password, ip)).status).toBe(200);
  });
});
