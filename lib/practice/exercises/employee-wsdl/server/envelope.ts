import 'server-only';
import { EMPLOYEE_WSDL_MSG as MSG } from '../messages';
import { NS, type SoapVersion } from '../soap-names';
import { SoapFault, senderFault } from './fault';
import { attributeOf, type XmlElement } from './xml-tree';

// A SOAP envelope, checked (docs/practice/employee-wsdl.md#what-the-service-checks): the root is an Envelope in the
// namespace of the version the Content-Type named (another version's Envelope is a VersionMismatch fault, anything
// else INVALID_ENVELOPE); it holds an optional Header, then one Body, and nothing else; the Body holds exactly one
// element, the operation's request. Header blocks are checked by ./headers.ts.

export interface Envelope {
  version: SoapVersion;
  /** The Header's blocks (none without a Header). */
  headerBlocks: XmlElement[];
  /** The Body's one element. */
  request: XmlElement;
}

const ENVELOPE_NS: Record<SoapVersion, string> = { '1.1': NS.soap11, '1.2': NS.soap12 };
const versionOfNamespace = (ns: string | null): SoapVersion | undefined =>
  (Object.keys(ENVELOPE_NS) as SoapVersion[]).find((version) => ENVELOPE_NS[version] === ns);

export function readEnvelope(root: XmlElement, version: SoapVersion): Envelope {
  if (root.local !== 'Envelope') throw senderFault(MSG.notEnvelope, 'INVALID_ENVELOPE');
  const sent = versionOfNamespace(root.ns);
  if (sent !== version) throw new SoapFault('versionMismatch', 400, MSG.versionMismatch(sent ?? `of namespace ${root.ns ?? '(none)'}`, version), 'VERSION_MISMATCH');

  const ns = ENVELOPE_NS[version];
  const shapeFault = () => senderFault(MSG.envelopeShape, 'INVALID_ENVELOPE');
  if (root.text !== '' || root.children.some((child) => child.ns !== ns)) throw shapeFault();
  const names = root.children.map((child) => child.local).join(',');
  if (names !== 'Body' && names !== 'Header,Body') throw shapeFault();

  const header = root.children.find((child) => child.local === 'Header');
  const body = root.children.find((child) => child.local === 'Body')!;
  if (body.text !== '' || body.children.length !== 1) throw senderFault(MSG.bodyShape, 'INVALID_ENVELOPE');
  return { version, headerBlocks: header?.children ?? [], request: body.children[0] };
}

const TRUE_VALUES: Record<SoapVersion, readonly string[]> = { '1.1': ['1'], '1.2': ['1', 'true'] };
// The roles a header block may name and still be meant for this service: SOAP 1.1's actor "next", SOAP 1.2's "next"
// and "ultimateReceiver" (1.2's "none" is for nobody). A block for another actor or role is not ours to check.
const OUR_ROLES: Record<SoapVersion, readonly string[]> = {
  '1.1': ['http://schemas.xmlsoap.org/soap/actor/next'],
  '1.2': ['http://www.w3.org/2003/05/soap-envelope/role/next', 'http://www.w3.org/2003/05/soap-envelope/role/ultimateReceiver'],
};

/** Whether a header block is meant for this service and marked mustUnderstand. */
export function mustBeUnderstood(block: XmlElement, version: SoapVersion): boolean {
  const ns = ENVELOPE_NS[version];
  const role = attributeOf(block, ns, version === '1.1' ? 'actor' : 'role');
  if (role !== undefined && !OUR_ROLES[version].includes(role.trim())) return false;
  const flag = attributeOf(block, ns, 'mustUnderstand');
  return flag !== undefined && TRUE_VALUES[version].includes(flag.trim());
}
