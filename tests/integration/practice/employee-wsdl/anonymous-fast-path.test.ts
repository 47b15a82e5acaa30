import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAnonymousCallOnItsTurn } from '@/lib/fast-path/serve-anonymous-call';
import { peekRateLimit } from '@/lib/security/rate-limit';
import { soapCredentialFailuresPerIp } from '@/lib/practice/exercises/employee-wsdl/server/credential-failures';
import { addressKey } from '@/server/address-key.mjs';
import { newClientOf, newTokenOf } from '@/tests/helpers/practice-credentials';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { PASSED_ON } from '@/tests/helpers/write-fast-path';

// lib/fast-path/serve-anonymous-call.ts, issue 39's SOAP flood: an anonymous message whose body is declared within the
// service's 64 KB is answered, on its turn, by the service's own handler before Next; Next's routing, web streams and
// compression of the replies were most of what four flooders cost (bench:soap-flood). A chunked body and a learner's
// bearer call still go to Next. The server here is server.mjs's part: the peer address, the fast path, and a stand-in
// for Next that answers 299 with the body it could still read.

setupFreshDatabase();
const PEER = '198.51.100.61';
const SERVICE = '/api/practice/soap/employees';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const getEmployee = (username: string, password: string) =>
  `<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header><wsse:Security xmlns:wsse="${WSSE}"><wsse:UsernameToken><wsse:Username>${username}</wsse:Username><wsse:Password>${password}</wsse:Password></wsse:UsernameToken></wsse:Security></soap:Header><soap:Body><emp:GetEmployee xmlns:emp="urn:qa-academy:practice:employees:v1"><emp:id>1</emp:id></emp:GetEmployee></soap:Body></soap:Envelope>`;

let base = '';
let close: () => Promise<void>;
beforeAll(async () => {
  const server = http.createServer((req, res) => {
    req.headers['x-qa-peer-ip'] = PEER;
    const passOn = () => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => res.writeHead(PASSED_ON).end(`passed on: ${Buffer.concat(chunks).toString()}`));
    };
    if (!serveAnonymousCallOnItsTurn(req, res, passOn)) passOn();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

/** Posts `body` as SOAP 1.1; a chunked body when asked (fetch streams a body it cannot measure). */
async function post(body: string, { chunked = false, headers = {} as Record<string, string> } = {}) {
  const bytes = new TextEncoder().encode(body);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const reply = await fetch(base + SERVICE, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""', ...headers },
    body: chunked ? stream : body,
    ...(chunked ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { status: reply.status, text: await reply.text(), headers: reply.headers };
}

describe('an anonymous SOAP message with a declared length (issue 39, bench:soap-flood)', () => {
  it("is answered by the service's handler before Next: the right secret gets the employee, a wrong one the 401 fault counted against the address", async () => {
    const ann = await createLoggedInUser();
    const client = await newClientOf(ann);

    const right = await post(getEmployee(client.clientId, client.clientSecret));
    expect(right.status).toBe(200);
    expect(right.text).toMatch(/<(\w+:)?GetEmployeeResponse\b/);
    expect(right.headers.get('content-type')).toBe('text/xml; charset=utf-8');

    const wrong = await post(getEmployee(client.clientId, 'qas_wrong'));
    // Before, every message went to Next: the stand-in's 299.
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('<emp:code>INVALID_CREDENTIALS</emp:code>');
    expect((await peekRateLimit(soapCredentialFailuresPerIp, addressKey(PEER))).count).toBe(1);
  });
});

describe('what still goes to Next', () => {
  it('a chunked body, whole and untouched', async () => {
    const body = getEmployee('qac_unknown', 'qas_wrong');
    const reply = await post(body, { chunked: true });
    expect(reply.status).toBe(PASSED_ON);
    expect(reply.text).toBe(`passed on: ${body}`);
  });

  it("a learner's bearer call, at once", async () => {
    const { token } = await newTokenOf(await createLoggedInUser());
    const reply = await post(getEmployee('qac_unknown', 'qas_wrong'), { headers: { authorization: `Bearer ${token}` } });
    expect(reply.status).toBe(PASSED_ON);
  });
});
