import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as serviceRoute from '@/app/api/practice/soap/employees/route';
import { clearRateLimit, countHit, peekRateLimit } from '@/lib/security/rate-limit';
import { anonymousSoapGate } from '@/lib/practice/exercises/employee-wsdl/server/anonymous-gate';
import { soapCredentialFailuresPerIp } from '@/lib/practice/exercises/employee-wsdl/server/credential-failures';
import { addressKey } from '@/server/address-key.mjs';
import { countLoopTurns } from '@/tests/helpers/loop-turns';
import { newClientOf } from '@/tests/helpers/practice-credentials';
import { serveRoutes, type RouteServer } from '@/tests/helpers/route-server';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { employeeClient, faultOf, serveEmployeeService, SERVICE_PATH } from './soap-client';

// docs/practice/employee-wsdl.md#limits: what an anonymous client can make the service spend. Wrong or missing
// credentials are counted per address: 150 in 10 minutes, then a 429 fault with RateLimit headers and Retry-After,
// refused before the body is read. A message of more than 200 elements, or nested more than 10 deep, is refused by a
// cheap scan before the full parse: the tests count the full parser's runs (fast-xml-parser's validator and parser,
// watched by spies) rather than timing anything.

setupFreshDatabase();
serveEmployeeService();

const RULE = soapCredentialFailuresPerIp;
// The address the test server gives every request (tests/helpers/route-server.ts), as a limit key.
const ADDRESS = addressKey('203.0.113.20');

const validate = vi.spyOn(XMLValidator, 'validate');
const parse = vi.spyOn(XMLParser.prototype, 'parse');
afterEach(async () => {
  validate.mockClear();
  parse.mockClear();
  // Each test starts with the test server's address unrefused.
  await clearRateLimit(RULE, ADDRESS);
});

/** The full parse's runs since the last clear. */
const fullParses = () => validate.mock.calls.length + parse.mock.calls.length;

// The same service behind another peer address: its failures are its own.
let elsewhere: RouteServer;
beforeAll(async () => {
  elsewhere = await serveRoutes({ [SERVICE_PATH]: serviceRoute }, '198.51.100.7');
});
afterAll(() => elsewhere.close());

describe('failed credentials per address', () => {
  it('the 151st wrong WS-Security secret from one address is a 429 fault with RateLimit headers and Retry-After, before its body is parsed', async () => {
    const ann = await createLoggedInUser();
    const client = await newClientOf(ann);
    const guesser = await employeeClient({ version: '1.2', wsSecurity: { username: client.clientId, password: 'qas_wrong' } });
    // Ten wrong guesses over HTTP, each a 401 counted against the address (the counter is the database's: read it).
    // 139 more are added to the same counter directly, to keep the test short; the 150th and 151st go over HTTP.
    const faults = await Promise.all(Array.from({ length: 10 }, () => faultOf(guesser.GetEmployeeAsync({ id: 1 }))));
    expect(faults.map((fault) => fault.status)).toEqual(Array(10).fill(401));
    expect((await peekRateLimit(RULE, ADDRESS)).count).toBe(10);
    await countHit(RULE, ADDRESS, { amount: 139 });
    // The 150th wrong secret is still a 401; the 151st is refused.
    expect(await faultOf(guesser.GetEmployeeAsync({ id: 1 }))).toMatchObject({ status: 401, faultCode: 'INVALID_CREDENTIALS' });
    validate.mockClear();
    parse.mockClear();
    const refused = await faultOf(guesser.GetEmployeeAsync({ id: 1 }));
    expect(refused).toMatchObject({ status: 429, code: 'env:Sender', subcode: 'emp:RATE_LIMITED', faultCode: 'RATE_LIMITED' });
    expect(refused.reason).toMatch(/^Too many failed credentials from your address: the service takes 150 wrong or missing credentials every 10 minutes\. Wait \d+ s\.$/);
    expect(refused.headers).toMatchObject({ 'ratelimit-limit': '150', 'ratelimit-remaining': '0' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-reset']).toBe(refused.headers['retry-after']);
    expect(fullParses()).toBe(0);

    // The right secret from the same address waits too: the address is refused before its message is read.
    const owner = await employeeClient({ wsSecurity: { username: client.clientId, password: client.clientSecret } });
    expect((await faultOf(owner.GetEmployeeAsync({ id: 1 }))).status).toBe(429);
    // Another address is not affected: its wrong secret is a 401, its right one answers.
    const away = await employeeClient({ wsSecurity: { username: client.clientId, password: client.clientSecret } });
    const awayWrong = await employeeClient({ wsSecurity: { username: client.clientId, password: 'qas_wrong' } });
    away.setEndpoint(`${elsewhere.origin}${SERVICE_PATH}`);
    awayWrong.setEndpoint(`${elsewhere.origin}${SERVICE_PATH}`);
    expect((await faultOf(awayWrong.GetEmployeeAsync({ id: 1 }))).status).toBe(401);
    expect((await away.GetEmployeeAsync({ id: 1 }))[0].employee.id).toBe('1');
  });
});

describe('the bound on elements and nesting before the full parse', () => {
  /** The client's envelope with `extra` put at the end of its Body. */
  const intoBody = (extra: string) => ({ postProcess: (xml: string) => xml.replace(/(<\/\w+:Body>)/, `${extra}$1`) });

  it('an anonymous body of 16,000 sibling elements is XML_TOO_COMPLEX, and the full parser never runs', async () => {
    const soap = await employeeClient();
    const fault = await faultOf(soap.GetEmployeeAsync({ id: 1 }, intoBody('<x/>'.repeat(16_000))));
    expect(fault).toMatchObject({ status: 400, code: 'soap:Client', faultCode: 'XML_TOO_COMPLEX' });
    expect(fault.reason).toBe('The message holds more than 200 elements; no request of this service needs that many.');
    expect(fault.headers['content-type']).toMatch(/^text\/xml/);
    expect(fullParses()).toBe(0);
  });

  it('so is nesting past 10 levels; a message within both bounds is parsed (the spies see the parser run)', async () => {
    const soap = await employeeClient();
    const deep = await faultOf(soap.GetEmployeeAsync({ id: 1 }, intoBody(`${'<a>'.repeat(12)}${'</a>'.repeat(12)}`)));
    expect(deep).toMatchObject({ status: 400, faultCode: 'XML_TOO_COMPLEX', reason: 'Elements nest more than 10 deep; no request of this service needs that.' });
    expect(fullParses()).toBe(0);
    // 150 siblings, with comments and attributes holding ">" and "<": counted as elements only, and parsed in full
    // (then refused for what they are: more than one element in the Body).
    const within = await faultOf(soap.GetEmployeeAsync({ id: 1 }, intoBody(`<!-- <a><b> -->${'<x note="a>b &lt; c"/>'.repeat(150)}`)));
    expect(within).toMatchObject({ status: 400, faultCode: 'INVALID_ENVELOPE' });
    expect(validate).toHaveBeenCalledTimes(1);
    expect(parse).toHaveBeenCalledTimes(1);
  });
});

describe('anonymous calls take turns (issue 39: a flood of large bodies holds the server for two at most)', () => {
  it('an anonymous call waits for the gate before its parse, while a caller with a bearer token is answered', async () => {
    const ann = await createLoggedInUser();
    const gate = anonymousSoapGate();
    // The gate's slots taken by the test, so the anonymous call is seen waiting (a state, polled), never timed.
    const leave = await Promise.all(Array.from({ length: gate.capacity }, () => gate.enter(0)));
    const anonymous = await employeeClient();
    let answered = false;
    const waiting = faultOf(anonymous.GetEmployeeAsync({ id: 1 })).finally(() => (answered = true));
    await vi.waitFor(() => expect(gate.waiting()).toBe(1), { timeout: 15_000, interval: 10 });
    expect(fullParses()).toBe(0);

    const learner = await employeeClient({ user: ann });
    expect((await learner.GetEmployeeAsync({ id: 1 }))[0].employee.id).toBe('1');
    expect(answered).toBe(false);
    for (const done of leave) done();
    expect(await waiting).toMatchObject({ status: 401, faultCode: 'UNAUTHENTICATED' });
  });
});

describe('an anonymous message beside everyone else (issue 39, bench:soap-flood)', () => {
  const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
  const message = (username: string) =>
    `<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header><wsse:Security xmlns:wsse="${WSSE}"><wsse:UsernameToken><wsse:Username>${username}</wsse:Username><wsse:Password>qas_wrong</wsse:Password></wsse:UsernameToken></wsse:Security></soap:Header><soap:Body><emp:GetEmployee xmlns:emp="urn:qa-academy:practice:employees:v1"><emp:id>1</emp:id></emp:GetEmployee></soap:Body></soap:Envelope>`;

  /** Turns of the event loop while the route answers: counted, not timed. */
  async function turnsWhileAnswering(headers: Record<string, string>, body: string): Promise<{ status: number; turns: number }> {
    const loop = countLoopTurns();
    const request = new Request(`http://localhost:3000${SERVICE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '', 'x-qa-peer-ip': '192.0.2.77', ...headers },
      body,
    });
    const reply = await serviceRoute.POST(request, { params: Promise.resolve({}) });
    await reply.text();
    loop.stop();
    return { status: reply.status, turns: loop.turns };
  }

  it('gives way: its address check, its parse, its credential lookup and its count each wait for a turn of the event loop', async () => {
    const ann = await createLoggedInUser();
    const client = await newClientOf(ann);
    // All of it used to be promise callbacks on the embedded database: the message was answered within a turn.
    const anonymous = await turnsWhileAnswering({}, message(client.clientId));
    expect(anonymous.status).toBe(401);
    expect(anonymous.turns).toBeGreaterThanOrEqual(4);
  });
});
