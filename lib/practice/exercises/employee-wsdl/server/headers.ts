import 'server-only';
import { EMPLOYEE_WSDL_MSG as MSG } from '../messages';
import { mustBeUnderstood, type Envelope } from './envelope';
import { SoapFault } from './fault';
import { securityBlocksOf } from './ws-security';

// SOAP's processing rule for header blocks (SOAP 1.1 4.2.3, SOAP 1.2 5.2.3): a block meant for this service and
// marked mustUnderstand must be one it knows, or the message is refused with a MustUnderstand fault. The service
// knows one block, WS-Security's Security (./ws-security.ts); any other (WS-Addressing that SoapUI may add, a
// made-up one) is ignored unless so marked.
export function assertHeadersUnderstood(envelope: Envelope): void {
  const known = new Set(securityBlocksOf(envelope.headerBlocks));
  const refused = envelope.headerBlocks.find((block) => !known.has(block) && mustBeUnderstood(block, envelope.version));
  if (refused) {
    throw new SoapFault('mustUnderstand', 400, MSG.notUnderstood(refused.name), 'MUST_UNDERSTAND', undefined, undefined, { ns: refused.ns, local: refused.local });
  }
}
