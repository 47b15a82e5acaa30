import 'server-only';
import { EMPLOYEE_WSDL_MSG as MSG } from '../messages';
import { isOperation, SERVICE_NS, soapActionOf, type Operation } from '../soap-names';
import { plantedDefectsOf } from '@/lib/practice/defects/planted';
import { anonymousSoapGate } from './anonymous-gate';
import { bearerCallerOf, callerOf } from './caller';
import { observeEmployeeChallenges } from './challenge-checks';
import { assertCredentialRoom, countingFailures } from './credential-failures';
import { readEnvelope } from './envelope';
import { envelopeXml } from './employee-xml';
import { faultReply, senderFault, soapReplyHeaders } from './fault';
import { assertHeadersUnderstood } from './headers';
import { OPERATION_RUNS } from './operations';
import { readSoapBody, transportOf, type Transport } from './transport';
import { servedWsdl } from './wsdl';
import { parseXmlTree, type XmlElement } from './xml-tree';
import { practiceRoute } from '@/lib/practice/practice-route';
import type { RouteContext } from '@/lib/api/route';
import { giveWayFromNow, waitForTurn, withGiveWayContext } from '@/lib/concurrency/give-way';

// The Employee service's two handlers (docs/practice/employee-wsdl.md, docs/architecture.md#soap-service): GET ?wsdl
// answers the WSDL; POST takes a SOAP
// 1.1 or 1.2 message. Both go through withRoute, whose errorReply makes every refusal a SOAP fault. The POST's steps,
// in order: the bearer token if one is sent (so the rest is credited to its learner), or else the address's failed
// credentials (429 past their limit, ./credential-failures.ts), the Content-Type (415), the body (413), the bound on
// elements and nesting (XML_TOO_COMPLEX; an anonymous call waits its turn at ./anonymous-gate.ts from here to its
// credential), the XML (INVALID_XML), the envelope (VERSION_MISMATCH, INVALID_ENVELOPE),
// the credential (401, counted against the address; the learner's request limit once it names them), the
// header blocks (MUST_UNDERSTAND), the operation (UNKNOWN_OPERATION), its SOAP action (SOAP_ACTION_MISMATCH), and
// then the operation itself, which reads its request strictly (VALIDATION_FAILED) and answers.

const wantsWsdl = (url: URL) => [...url.searchParams.keys()].some((key) => key.toLowerCase() === 'wsdl');

export const serveEmployeeWsdl = practiceRoute({ access: 'public', errorReply: faultReply }, ({ request }) => {
  if (!wantsWsdl(new URL(request.url))) throw senderFault(MSG.wsdlOnly, 'WSDL_ONLY');
  return new Response(servedWsdl(), { headers: { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-cache' } });
});

function operationOf(request: XmlElement): Operation {
  if (request.ns !== SERVICE_NS || !isOperation(request.local)) throw senderFault(MSG.unknownOperation(`{${request.ns ?? ''}}${request.local}`), 'UNKNOWN_OPERATION');
  return request.local;
}

/** SOAP 1.1 must send SOAPAction (empty is allowed); an action that is sent must be the operation's. */
function assertActionMatches(transport: Transport, operation: Operation): void {
  if (transport.version === '1.1' && transport.action === null) throw senderFault(MSG.soapActionMissing, 'SOAP_ACTION_MISMATCH');
  const expected = soapActionOf(operation);
  if (transport.action !== null && transport.action !== '' && transport.action !== expected) {
    throw senderFault(MSG.soapActionMismatch(transport.action, expected), 'SOAP_ACTION_MISMATCH');
  }
}

// An anonymous call gives way to everyone else's requests (lib/concurrency/give-way.ts): its queries, and its parse on a
// turn of its own, go one piece per turn of the event loop, so four clients posting large bodies as fast as they are
// answered keep the site's p99 within 2x (bench:soap-flood). A caller with a bearer token is a learner's and does not.
export const callEmployeeService = practiceRoute({ access: 'public', errorReply: faultReply, observe: observeEmployeeChallenges }, (context) =>
  withGiveWayContext(() => answerCall(context)),
);

async function answerCall({ request, identify, ip }: RouteContext<'public', undefined, undefined>): Promise<Response> {
  const bearer = await countingFailures(ip, () => bearerCallerOf(request));
  if (bearer) await identify(bearer);
  else {
    giveWayFromNow();
    await assertCredentialRoom(ip);
  }
  const transport = transportOf(request);
  const text = await readSoapBody(request);
  if (!bearer) await waitForTurn();
  const readCall = async () => {
    const envelope = readEnvelope(parseXmlTree(text), transport.version);
    return { envelope, caller: await countingFailures(ip, () => callerOf(envelope, bearer)) };
  };
  // The body is read before the wait: one left unread would count against the address as still arriving (server.mjs).
  const { envelope, caller } = await (bearer ? readCall() : anonymousSoapGate().run(0, readCall));
  if (!bearer) await identify(caller);
  assertHeadersUnderstood(envelope);
  const operation = operationOf(envelope.request);
  assertActionMatches(transport, operation);
  const planted = await plantedDefectsOf(caller.userId);
  const content = await OPERATION_RUNS[operation]({ userId: caller.userId, planted, request: envelope.request });
  return new Response(envelopeXml(transport.version, content), { headers: soapReplyHeaders(transport.version) });
}
