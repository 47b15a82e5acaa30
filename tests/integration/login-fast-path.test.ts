import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '@/lib/auth/device-cookie';
import { LOGIN_PATH } from '@/lib/auth/login-handler';
import { serveLogin } from '@/lib/fast-path/serve-login';
import { ACCOUNT_UNDER_ATTACK_MESSAGE } from '@/lib/security/login-throttle';
import { countHit, limitOf, RATE_RULES } from '@/lib/security/rate-limit';
import { freshIp, ownerWithDevice, randomEmail, tryLogin } from '../helpers/login-attack';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';
import { expectSameReply, PASSED_ON, send, type FastPathServer } from '../helpers/write-fast-path';
import { POST as login } from '@/app/api/auth/login/route';

// Logins answered before Next (lib/fast-path/serve-login.ts) by the handler the route file exports: each reply must be
// the one the handler makes, as Next would send it. The server here stands for server.mjs: it writes the peer address
// as server.mjs does, offers the request to the login fast path, and answers what that passes on "passed on".

const getDb = setupFreshDatabase();
let server: FastPathServer;
beforeAll(async () => {
  const listening = http.createServer((req, res) => {
    req.headers['x-qa-peer-ip'] = req.headers['x-test-peer'] as string;
    if (serveLogin(req, res)) return;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => res.writeHead(PASSED_ON).end(`passed on: ${Buffer.concat(chunks).toString()}`));
  });
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  server = {
    base: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => listening.close(() => resolve())),
  };
});
afterAll(() => server.close());

const viaFastPath = (body: unknown, ip: string, cookie?: string, headers: Record<string, string> = {}) =>
  send(server, 'POST', LOGIN_PATH, { body, cookie, headers: { 'x-test-peer': ip, ...headers } });
const viaHandler = (body: unknown, ip: string, cookie?: string) => call(login, { path: LOGIN_PATH, body, ip, cookie });

describe('logins answered before Next', () => {
  it("a refusal is the handler's, headers and all: a wrong password, a field error, an account under attack", async () => {
    const owner = await ownerWithDevice(getDb(), 'fast-refusals');
    const unknown = { email: randomEmail('nobody'), password: 'Wrong-pass-2026' };
    const wrong = { handler: await viaHandler(unknown, freshIp()), fast: await viaFastPath(unknown, freshIp()) };
    expect(wrong.fast.json.message).toBe('Invalid email or password.');
    expectSameReply(wrong.fast, wrong.handler);

    const invalid = { email: 'not-an-address', password: '' };
    const fieldError = { handler: await viaHandler(invalid, freshIp()), fast: await viaFastPath(invalid, freshIp()) };
    expect(fieldError.fast.status).toBe(400);
    expectSameReply(fieldError.fast, fieldError.handler);

    await countHit(RATE_RULES.loginFailuresPerAccount, owner.email, { amount: limitOf(RATE_RULES.loginFailuresPerAccount) });
    // Two guesses in flight for the account fill its allowance; the next is refused before any hash, either way.
    const guess = { email: owner.email, password: 'guess-in-flight' };
    const inFlight = [viaHandler(guess, freshIp()), viaHandler(guess, freshIp())];
    const refused = { handler: await viaHandler(guess, freshIp()), fast: await viaFastPath(guess, freshIp()) };
    expect(refused.fast.json.message).toBe(ACCOUNT_UNDER_ATTACK_MESSAGE);
    expectSameReply(refused.fast, refused.handler);
    expect((await Promise.all(inFlight)).map((reply) => reply.status)).toEqual([401, 401]);
  }, 60_000);

  it("the owner's device signs in: the handler's reply, with its session cookie and the same device cookie", async () => {
    const owner = await ownerWithDevice(getDb(), 'fast-owner');
    const right = { email: owner.email, password: owner.password };
    const fromHandler = await viaHandler(right, freshIp(), owner.device);
    const fromFastPath = await viaFastPath(right, freshIp(), owner.device);
    expect(fromFastPath.status).toBe(200);
    // Each login is a new session: its token and session cookie differ, the rest (the device cookie too) is the same.
    const token = 'a token';
    expectSameReply({ ...fromFastPath, json: { ...fromFastPath.json, token } }, { ...fromHandler, json: { ...fromHandler.json, token } });
    const cookies = (setCookies: string[]) => setCookies.map((line) => (line.startsWith(`${DEVICE_COOKIE}=`) ? line : line.replace(/=[^;]*/, '=a value')));
    expect(cookies(fromFastPath.headers.getSetCookie())).toEqual(cookies(fromHandler.cookies));
    expect(fromFastPath.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`))!.split(';')[0]).toBe(owner.device);
    expect(fromFastPath.headers.get('cache-control')).toBe('no-store');
    expect((await tryLogin(owner.email, owner.password, freshIp(), owner.device)).status).toBe(200);
  }, 60_000);

  it('what it cannot decide goes to Next with the body untouched: a query, a chunked or non-JSON body, another method', async () => {
    const body = JSON.stringify({ email: randomEmail('passed'), password: 'Some-pass-2026' });
    const passedOn = [
      await send(server, 'POST', `${LOGIN_PATH}?next=/student`, { raw: body }),
      await send(server, 'POST', LOGIN_PATH, { raw: body, headers: { 'content-type': 'text/plain' } }),
      await send(server, 'GET', LOGIN_PATH),
    ];
    for (const reply of passedOn) expect(reply.status).toBe(PASSED_ON);
    expect(passedOn[0].text).toBe(`passed on: ${body}`);
    const chunked = new ReadableStream({ start: (controller) => (controller.enqueue(new TextEncoder().encode(body)), controller.close()) });
    const reply = await fetch(server.base + LOGIN_PATH, { method: 'POST', body: chunked, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit);
    expect(reply.status).toBe(PASSED_ON);
    expect(await reply.text()).toBe(`passed on: ${body}`);
  });
});
