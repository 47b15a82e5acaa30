import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { HASH_PRIORITY, hashGate } from '@/lib/auth/hash-gate';
import { LOGIN_PATH } from '@/lib/auth/login-handler';
import { scryptRuns } from '@/lib/auth/password-hashing';
import { serveLogin } from '@/lib/fast-path/serve-login';
import { freshIp, ownerWithDevice, randomEmail } from '../helpers/login-attack';
import { setupFreshDatabase } from '../helpers/test-db';
import { send, type FastPathServer } from '../helpers/write-fast-path';

// Issue 39, the spread attack: Node's server accepts one new connection per turn of the event loop, and the embedded
// database answers queries on that loop. Forty new devices' logins, each read and queried within the turn it arrived
// in, kept a signed-in owner's connection from being accepted until all forty had done their database work
// (bench:login-attack: 4.3 to 5.2 times idle). New devices' logins now give way, one piece per turn
// (lib/concurrency/give-way.ts), so the owner is read after a few pieces of the burst. Counted in states (how many
// guesses had reached their password hash when the owner was answered), never in time.

const getDb = setupFreshDatabase();
let server: FastPathServer;
beforeAll(async () => {
  // server.mjs's part: the peer address, then the login fast path.
  const listening = http.createServer((req, res) => {
    req.headers['x-qa-peer-ip'] = req.headers['x-test-peer'] as string;
    if (!serveLogin(req, res)) res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  server = {
    base: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => listening.close(() => resolve())),
  };
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

const GUESSES = 30;

it("a known device's login is read and answered while a burst of new devices' logins still waits for its database work", async () => {
  const owner = await ownerWithDevice(getDb(), 'burst-owner');
  // The guesses are for addresses nobody registered: each hashes the password it was sent. Those runs are held, so a
  // guess that got through its database work stays at the hash gate, where it can be counted.
  const held: Array<() => void> = [];
  const release = { all: false };
  const original = scryptRuns.hash;
  const hashes = vi.spyOn(scryptRuns, 'hash').mockImplementation(async (password) => {
    if (!release.all) await new Promise<void>((end) => held.push(end));
    return original(password);
  });
  const login = (email: string, password: string, cookie?: string) =>
    send(server, 'POST', LOGIN_PATH, { body: { email, password }, cookie, headers: { 'x-test-peer': freshIp() } });

  const guesses = Array.from({ length: GUESSES }, (_, i) => login(randomEmail(`burst-${i}`), `guess-${i}`));
  const ownerReply = await login(owner.email, owner.password, owner.device);
  const throughDatabaseWork = hashes.mock.calls.length + hashGate().waiting(HASH_PRIORITY.newDevice);

  expect(ownerReply.status).toBe(200);
  // Before, every guess had done its database work by the time the owner's connection was accepted (30 of 30).
  expect(throughDatabaseWork).toBeLessThan(GUESSES / 2);

  release.all = true;
  held.splice(0).forEach((end) => end());
  expect((await Promise.all(guesses)).map((reply) => reply.status)).toEqual(Array.from({ length: GUESSES }, () => 401));
}, 60_000);
