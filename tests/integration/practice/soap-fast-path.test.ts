import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_LIMITS } from '@/lib/practice/exercises/employee-wsdl/limits';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
import { call } from '@/tests/helpers/http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { expectSameReply, PASSED_ON, send, startFastPathServer, type FastPathServer } from '@/tests/helpers/write-fast-path';
import { tokenOf } from './employee-wsdl/soap-client';

// The Employee SOAP service answered before Next (lib/fast-path/serve-practice-write.ts, its table entry's
// `anyCallerBody`): whoever sends a message within the bound, named by a bearer token, by WS-Security inside the
// message, or by nothing, gets the handler's own reply without Next's routing, so a flood of anonymous messages costs
// their parse and not the routing as well (bench:soap-flood). What the fast path cannot decide reaches Next unread.

setupFreshDatabase();
const SERVICE = '/api/practice/soap/employees';
const { POST: callService } = mountedPracticeRoute(SERVICE);
const SOAP11 = 'http://schemas.xmlsoap.org/soap/envelope/';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const EMP = 'urn:qa-academy:practice:employees:v1';
const envelope = (header: string, body: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP11}"><soap:Header>${header}</soap:Header><soap:Body>${body}</soap:Body></soap:Envelope>`;
const GET_EMPLOYEE = `<emp:GetEmployee xmlns:emp="${EMP}"><emp:id>1</emp:id></emp:GetEmployee>`;
const WRONG_SECRET = `<wsse:Security xmlns:wsse="${WSSE}"><wsse:UsernameToken><wsse:Username>qac_000000000000000000000000</wsse:Username><wsse:Password>qas_wrong</wsse:Password></wsse:UsernameToken></wsse:Security>`;
const SOAP_HEADERS = { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${EMP}#GetEmployee"` };

let server: FastPathServer;
beforeAll(async () => {
  server = await startFastPathServer();
});
afterAll(() => server.close());

const withBearer = (headers: Record<string, string>, bearer?: string) => (bearer ? { ...headers, authorization: `Bearer ${bearer}` } : headers);

/**
 * The same message through the route handler (as Next calls it) and through the fast-path server, by two learners in
 * the same state when bearers are given (each meets their own request limit).
 */
async function twice(raw: string, headers: Record<string, string>, bearers: [string, string] | [] = []) {
  const fromHandler = await call(callService, { method: 'POST', path: SERVICE, rawBody: raw, headers: withBearer(headers, bearers[0]) });
  const fromFastPath = await send(server, 'POST', SERVICE, { raw, headers: withBearer(headers, bearers[1]) });
  return { fromHandler, fromFastPath };
}

describe('the Employee service answered before Next', () => {
  it("an anonymous message, a wrong WS-Security secret and a learner's call each get the handler's reply", async () => {
    const twins: [string, string] = [await tokenOf(await createLoggedInUser()), await tokenOf(await createLoggedInUser())];
    const cases: [string, [string, string] | [], number][] = [
      [envelope('', GET_EMPLOYEE), [], 401],
      [envelope(WRONG_SECRET, GET_EMPLOYEE), [], 401],
      [envelope('', GET_EMPLOYEE), twins, 200],
    ];
    for (const [raw, bearers, status] of cases) {
      const { fromHandler, fromFastPath } = await twice(raw, SOAP_HEADERS, bearers);
      expect(fromFastPath.status, raw).toBe(status);
      expectSameReply(fromFastPath, fromHandler);
    }
  });

  it('a chunked message, one over the bound and one of another media type go to Next unread', async () => {
    const raw = envelope('', GET_EMPLOYEE);
    const chunked = new ReadableStream({ start: (controller) => (controller.enqueue(new TextEncoder().encode(raw)), controller.close()) });
    const viaChunks = await fetch(server.base + SERVICE, { method: 'POST', headers: SOAP_HEADERS, body: chunked, duplex: 'half' } as RequestInit);
    expect({ status: viaChunks.status, body: await viaChunks.text() }).toEqual({ status: PASSED_ON, body: `passed on: ${raw}` });

    const large = envelope('', `${GET_EMPLOYEE}${' '.repeat(EMPLOYEE_LIMITS.bodyBytes)}`);
    expect((await send(server, 'POST', SERVICE, { raw: large, headers: SOAP_HEADERS })).status).toBe(PASSED_ON);
    const asJson = await send(server, 'POST', SERVICE, { raw, headers: { ...SOAP_HEADERS, 'content-type': 'application/json' } });
    expect(asJson).toMatchObject({ status: PASSED_ON, text: `passed on: ${raw}` });
  });
});
