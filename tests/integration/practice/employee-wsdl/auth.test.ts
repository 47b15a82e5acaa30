import { describe, expect, it } from 'vitest';
import { countPracticeRequest, PRACTICE_LIMIT } from '@/lib/practice/learner-limit';
import { accessTokenOf, clients, newClientOf, newTokenOf, tokens } from '@/tests/helpers/practice-credentials';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { employeeClient, endpoint, faultOf, serveEmployeeService } from './soap-client';

// docs/practice/employee-wsdl.md#authentication: the service takes a practice credential, as a bearer token (a
// personal access token or an OAuth access token) or as a WS-Security UsernameToken holding an OAuth client's id and
// secret (PasswordText or PasswordDigest: ./ws-security.test.ts). Anything else is a 401 fault; the site's session is
// not a credential here.

setupFreshDatabase();
serveEmployeeService();

describe('bearer tokens', () => {
  it('no credential at all is a 401 fault UNAUTHENTICATED with the Bearer challenge', async () => {
    const fault = await faultOf((await employeeClient()).GetEmployeeAsync({ id: 1 }));
    expect(fault).toMatchObject({ status: 401, code: 'soap:Client', faultCode: 'UNAUTHENTICATED' });
    expect(fault.reason).toMatch(/^Authenticate: send Authorization: Bearer <practice token>, or a WS-Security UsernameToken/);
    expect(fault.headers['www-authenticate']).toBe('Bearer realm="practice"');
  });

  it('a personal access token and an OAuth access token both open the learner\'s own staff; each counts against the request limit', async () => {
    const ann = await createLoggedInUser();
    const soap = await employeeClient({ user: ann });
    const oauth = await employeeClient({ version: '1.2', bearer: await accessTokenOf(await newClientOf(ann)) });
    await soap.GetEmployeeAsync({ id: 1 });
    expect(soap.lastResponseHeaders?.['ratelimit-limit']).toBe(String(PRACTICE_LIMIT.requests));
    const before = Number(soap.lastResponseHeaders?.['ratelimit-remaining']);
    const [reply] = await oauth.GetEmployeeAsync({ id: 1 });
    expect(reply.employee.id).toBe('1');
    expect(Number(oauth.lastResponseHeaders?.['ratelimit-remaining'])).toBe(before - 1);
  });

  it('a revoked, unknown or malformed token is a 401 fault INVALID_TOKEN', async () => {
    const ann = await createLoggedInUser();
    const issued = await newTokenOf(ann);
    await tokens.revoke(ann, issued.id);
    for (const bearer of [issued.token, `qap_${'a'.repeat(43)}`, 'not-a-token']) {
      const fault = await faultOf((await employeeClient({ bearer })).GetEmployeeAsync({ id: 1 }));
      expect(fault, bearer).toMatchObject({ status: 401, code: 'soap:Client', faultCode: 'INVALID_TOKEN' });
      expect(fault.headers['www-authenticate']).toBe('Bearer realm="practice", error="invalid_token"');
    }
  });

  it('the site\'s session cookie is not a credential', async () => {
    const ann = await createLoggedInUser();
    const soap = await employeeClient();
    soap.addHttpHeader('Cookie', ann.cookie);
    expect(await faultOf(soap.GetEmployeeAsync({ id: 1 }))).toMatchObject({ status: 401, faultCode: 'UNAUTHENTICATED' });
  });

  it('a bad token is refused before the message is read: even malformed XML gets the 401', async () => {
    const soap = await employeeClient({ bearer: `qap_${'b'.repeat(43)}` });
    const fault = await faultOf(soap.GetEmployeeAsync({ id: 1 }, { postProcess: (xml: string) => xml.slice(0, 40) }));
    expect(fault).toMatchObject({ status: 401, faultCode: 'INVALID_TOKEN' });
  });
});

describe('WS-Security UsernameToken', () => {
  it('an OAuth client\'s id and secret as PasswordText open the learner\'s staff, in SOAP 1.1 and 1.2', async () => {
    const ann = await createLoggedInUser();
    const client = await newClientOf(ann);
    for (const version of ['1.1', '1.2'] as const) {
      const soap = await employeeClient({ version, wsSecurity: { username: client.clientId, password: client.clientSecret } });
      const [reply] = await soap.GetEmployeeAsync({ id: 2 });
      expect(reply.employee.id).toBe('2');
      expect(soap.lastRequest).toContain('wsse:UsernameToken');
      // The learner is known once the envelope is read: the call counts against their request limit.
      expect(soap.lastResponseHeaders?.['ratelimit-limit']).toBe(String(PRACTICE_LIMIT.requests));
    }
    expect((await clients.list(ann)).json.clients[0].lastUsedAt).not.toBeNull();
  });

  it('a wrong secret or an unknown client is wsse:FailedAuthentication, 401, as PasswordText or PasswordDigest', async () => {
    const ann = await createLoggedInUser();
    const client = await newClientOf(ann);
    const attempts = [
      { username: client.clientId, password: `${client.clientSecret}x` },
      { username: 'qac_000000000000000000000000', password: client.clientSecret },
      { username: client.clientId, password: `${client.clientSecret}x`, passwordType: 'PasswordDigest' as const },
    ];
    for (const wsSecurity of attempts) {
      const fault = await faultOf((await employeeClient({ wsSecurity })).GetEmployeeAsync({ id: 1 }));
      expect(fault).toMatchObject({ status: 401, code: 'wsse:FailedAuthentication', faultCode: 'INVALID_CREDENTIALS' });
      expect(fault.reason).toBe('The UsernameToken names no OAuth client of yours with this secret.');
    }
  });

  it('a rotated secret or a deleted client ends the old UsernameToken at once', async () => {
    const ann = await createLoggedInUser();
    const client = await newClientOf(ann);
    const old = await employeeClient({ wsSecurity: { username: client.clientId, password: client.clientSecret } });
    await old.GetEmployeeAsync({ id: 1 });
    const rotated = await clients.rotate(ann, client.id);
    expect((await faultOf(old.GetEmployeeAsync({ id: 1 }))).faultCode).toBe('INVALID_CREDENTIALS');
    const renewed = await employeeClient({ wsSecurity: { username: client.clientId, password: rotated.json.clientSecret } });
    await renewed.GetEmployeeAsync({ id: 1 });
    await clients.remove(ann, client.id);
    expect((await faultOf(renewed.GetEmployeeAsync({ id: 1 }))).faultCode).toBe('INVALID_CREDENTIALS');
  });

  it('a bearer token and a UsernameToken together are refused: one credential per request', async () => {
    const ann = await createLoggedInUser();
    const client = await newClientOf(ann);
    const soap = await employeeClient({ user: ann, wsSecurity: { username: client.clientId, password: client.clientSecret } });
    expect(await faultOf(soap.GetEmployeeAsync({ id: 1 }))).toMatchObject({ status: 400, faultCode: 'TWO_CREDENTIALS' });
  });
});

it('past the learner\'s request limit, a call is a 429 fault with Retry-After, whichever credential named them', async () => {
  const ann = await createLoggedInUser();
  const client = await newClientOf(ann);
  const signed = await employeeClient({ version: '1.2', wsSecurity: { username: client.clientId, password: client.clientSecret } });
  // Spend what is left of the window (creating the client counted too), up to its refusal.
  await expect((async () => {
    for (;;) await countPracticeRequest(ann.id);
  })()).rejects.toMatchObject({ status: 429 });
  const fault = await faultOf(signed.GetEmployeeAsync({ id: 1 }));
  expect(fault).toMatchObject({ status: 429, code: 'env:Sender', subcode: 'emp:RATE_LIMITED', faultCode: 'RATE_LIMITED' });
  expect(Number(fault.headers['retry-after'])).toBeGreaterThan(0);
  expect((await faultOf((await employeeClient({ user: ann })).GetEmployeeAsync({ id: 1 }))).status).toBe(429);
});

it('the WSDL itself needs no credential', async () => {
  const reply = await fetch(`${endpoint()}?wsdl`);
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toBe('text/xml; charset=utf-8');
});
