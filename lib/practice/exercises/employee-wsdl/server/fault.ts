import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { NS, SERVICE_NS, SOAP_MEDIA_TYPE, type SoapVersion } from '../soap-names';
import { element, leaf, XML_DECLARATION } from './xml-write';

// SOAP faults (docs/practice/employee-wsdl.md#faults). Every refusal of the service is one, in the SOAP version the
// request spoke (SOAP 1.1 when it spoke neither): withRoute hands every error to faultReply (its errorReply), its own
// (the request limit's 429, a cross-site 403) included, so a client always gets an envelope it can parse.
//
// The fault's kind says whose fault it is. SOAP 1.1 writes it as faultcode (soap:Client, soap:Server…), SOAP 1.2 as
// Code/Value (env:Sender, env:Receiver…) with the stable code as Subcode; WS-Security's failed authentication is
// wsse:FailedAuthentication, and a UsernameToken whose Created is out of the window wsu:MessageExpired, their own fault
// codes (WS-Security 1.1 §12, as the UsernameToken Profile names them). The stable code is also in detail/EmployeeFault/code, with a
// fieldError per wrong element. The HTTP status follows the site's rule, not SOAP 1.1's "every fault is a 500": a
// client's mistake is a 4xx, so a 500 means the server failed.

export type FaultKind = 'sender' | 'receiver' | 'versionMismatch' | 'mustUnderstand' | 'failedAuthentication' | 'messageExpired';

/** A header block the service did not understand: SOAP 1.2 names it in a NotUnderstood header. */
export interface QualifiedName {
  ns: string | null;
  local: string;
}

export class SoapFault extends ApiError {
  constructor(
    readonly kind: FaultKind,
    status: number,
    message: string,
    code: string,
    errors?: Record<string, string>,
    headers?: Record<string, string>,
    readonly notUnderstood?: QualifiedName,
  ) {
    super(status, message, errors, headers, code);
    this.name = 'SoapFault';
  }
}

/** A client's mistake in the message: 400, soap:Client / env:Sender. */
export const senderFault = (message: string, code: string, errors?: Record<string, string>) => new SoapFault('sender', 400, message, code, errors);

/** The version a request speaks, by its Content-Type; SOAP 1.1 when it names neither. */
export function versionOfRequest(request: Request): SoapVersion {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  return type === SOAP_MEDIA_TYPE['1.2'] ? '1.2' : '1.1';
}

const CODE_11: Record<FaultKind, string> = {
  sender: 'soap:Client',
  receiver: 'soap:Server',
  versionMismatch: 'soap:VersionMismatch',
  mustUnderstand: 'soap:MustUnderstand',
  failedAuthentication: 'wsse:FailedAuthentication',
  messageExpired: 'wsu:MessageExpired',
};

const CODE_12: Record<FaultKind, string> = {
  sender: 'env:Sender',
  receiver: 'env:Receiver',
  versionMismatch: 'env:VersionMismatch',
  mustUnderstand: 'env:MustUnderstand',
  failedAuthentication: 'env:Sender',
  messageExpired: 'env:Sender',
};

/** The prefix a WS-Security fault code uses, declared on the envelope. */
function securityNamespaces(kind: FaultKind): Record<string, string> {
  if (kind === 'failedAuthentication') return { 'xmlns:wsse': NS.wsse };
  if (kind === 'messageExpired') return { 'xmlns:wsu': NS.wsu };
  return {};
}

function kindOf(error: ApiError): FaultKind {
  if (error instanceof SoapFault) return error.kind;
  return error.status >= 500 ? 'receiver' : 'sender';
}

/** detail's content: the stable code and a fieldError per wrong element. */
function employeeFault(error: ApiError): string {
  const fields = Object.entries(error.errors ?? {}).map(([field, message]) => leaf('emp:fieldError', message, { field }));
  return element('emp:EmployeeFault', leaf('emp:code', error.code) + fields.join(''), { 'xmlns:emp': SERVICE_NS });
}

function fault11(error: ApiError, kind: FaultKind): string {
  // SOAP 1.1 (4.4): detail is for errors of the Body, never of a header block.
  const detail = kind === 'mustUnderstand' ? '' : element('detail', employeeFault(error));
  const body = element('soap:Fault', leaf('faultcode', CODE_11[kind]) + leaf('faultstring', error.message) + detail);
  const namespaces: Record<string, string> = { 'xmlns:soap': NS.soap11, ...securityNamespaces(kind) };
  return XML_DECLARATION + element('soap:Envelope', element('soap:Body', body), namespaces);
}

function subcode12(error: ApiError, kind: FaultKind): string {
  if (kind === 'versionMismatch' || kind === 'mustUnderstand') return '';
  const value = kind === 'failedAuthentication' || kind === 'messageExpired' ? CODE_11[kind] : `emp:${error.code}`;
  return element('env:Subcode', leaf('env:Value', value));
}

/** SOAP 1.2 (5.4.7, 5.4.8): the header blocks that tell a client what went wrong with its envelope or headers. */
function header12(error: ApiError, kind: FaultKind): string {
  if (kind === 'versionMismatch') {
    const supported = (version: string, ns: string) => element('env:SupportedEnvelope', '', { qname: `v${version}:Envelope`, [`xmlns:v${version}`]: ns });
    return element('env:Header', element('env:Upgrade', supported('12', NS.soap12) + supported('11', NS.soap11)));
  }
  if (kind === 'mustUnderstand' && error instanceof SoapFault && error.notUnderstood) {
    const { ns, local } = error.notUnderstood;
    const attributes: Record<string, string> = ns ? { qname: `h:${local}`, 'xmlns:h': ns } : { qname: local };
    return element('env:Header', element('env:NotUnderstood', '', attributes));
  }
  return '';
}

function fault12(error: ApiError, kind: FaultKind): string {
  const code = element('env:Code', leaf('env:Value', CODE_12[kind]) + subcode12(error, kind));
  const reason = element('env:Reason', leaf('env:Text', error.message, { 'xml:lang': 'en' }));
  const detail = kind === 'mustUnderstand' ? '' : element('env:Detail', employeeFault(error));
  const namespaces: Record<string, string> = { 'xmlns:env': NS.soap12, 'xmlns:emp': SERVICE_NS, ...securityNamespaces(kind) };
  return XML_DECLARATION + element('env:Envelope', header12(error, kind) + element('env:Body', element('env:Fault', code + reason + detail)), namespaces);
}

/** The reply of any refusal: withRoute's errorReply for the service's routes. */
export function faultReply(error: ApiError, request: Request): Response {
  const version = versionOfRequest(request);
  const kind = kindOf(error);
  const xml = version === '1.2' ? fault12(error, kind) : fault11(error, kind);
  return new Response(xml, { status: error.status, headers: { ...soapReplyHeaders(version), ...error.headers } });
}

/** Every reply of the service: its version's media type, never stored. */
export function soapReplyHeaders(version: SoapVersion): Record<string, string> {
  return { 'Content-Type': `${SOAP_MEDIA_TYPE[version]}; charset=utf-8`, 'Cache-Control': 'private, no-store' };
}

