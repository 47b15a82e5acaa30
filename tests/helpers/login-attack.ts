import crypto from 'node:crypto';
import { expect, vi } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { DEVICE_COOKIE } from '@/lib/auth/device-cookie';
import { HASH_PRIORITY, hashGate } from '@/lib/auth/hash-gate';
import { scryptRuns } from '@/lib/auth/password-hashing';
import type { Db } from '@/lib/db/types';
import { call, type CallResult } from './http';
import { createUserWithPassword } from './users';

// What the login-under-attack tests share (tests/integration/login-*.test.ts): logins from fresh addresses, an owner
// whose browser keeps its device cookie, the hash gate held by the test, the scrypt runs counted. States, never time.

const addresses = { sent: 0 };
export const freshIp = () => `198.51.100.${++addresses.sent}`;
export const randomEmail = (tag: string) => `${tag}-${crypto.randomBytes(4).toString('hex')}@example.com`;

export const tryLogin = (email: string, password: string, ip = freshIp(), cookie?: string) => call(login, { body: { email, password }, ip, cookie });

/** An account whose owner signed in once from this browser: its password and the device cookie the browser keeps. */
export async function ownerWithDevice(db: Db, tag: string) {
  const email = randomEmail(tag);
  const password = 'Owner-pass-2026';
  await createUserWithPassword(db, { email, username: 'Owner', password, emailVerified: true });
  const first = await tryLogin(email, password);
  expect(first.status).toBe(200);
  const line = first.cookies.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
  expect(line).toMatch(/HttpOnly/i);
  expect(line).toMatch(/Path=\/api\/auth\/login/);
  return { email, password, device: line!.split(';')[0] };
}

/** Takes every slot of the hash gate with the test's own work, so the requests sent next wait where they can be counted. */
export function holdHashGate() {
  let open!: () => void;
  const held = new Promise<void>((resolve) => (open = resolve));
  const gate = hashGate();
  const holders = Array.from({ length: gate.capacity }, () => gate.run(HASH_PRIORITY.knownDevice, () => held));
  expect(gate.running()).toBe(gate.capacity);
  return async () => {
    open();
    await Promise.all(holders);
  };
}

/** Every scrypt run from now on (hash for an unknown address, check for a known one), with its password, in the order run. */
export function watchScryptRuns() {
  const hash = vi.spyOn(scryptRuns, 'hash');
  const verify = vi.spyOn(scryptRuns, 'verify');
  return () =>
    [
      ...hash.mock.calls.map(([password], i) => ({ password, order: hash.mock.invocationCallOrder[i] })),
      ...verify.mock.calls.map(([{ password }], i) => ({ password, order: verify.mock.invocationCallOrder[i] })),
    ]
      .sort((a, b) => a.order - b.order)
      .map((run) => run.password);
}

/** Sends requests without waiting, and counts those answered so far. */
export function inFlight(requests: Array<() => Promise<CallResult>>) {
  let answered = 0;
  const replies = Promise.all(requests.map((send) => send().finally(() => answered++)));
  return { replies, answered: () => answered };
}

export const waitForState = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 10 });
