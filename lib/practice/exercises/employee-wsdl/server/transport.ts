import 'server-only';
import { readTextUpTo } from '@/lib/api/read-json-body';
import { EMPLOYEE_LIMITS as L } from '../limits';
import { EMPLOYEE_WSDL_MSG as MSG } from '../messages';
import { SOAP_MEDIA_TYPE, type SoapVersion } from '../soap-names';
import { SoapFault, senderFault } from './fault';

// What the HTTP request says about its SOAP message (docs/practice/employee-wsdl.md#soap-11-and-12): the version, by
// the media type (text/xml is SOAP 1.1, application/soap+xml SOAP 1.2; anything else 415), and the action the client
// meant: SOAP 1.1's SOAPAction header, SOAP 1.2's action parameter of the Content-Type. The body is read as UTF-8
// within the service's bound, whatever its framing.

export interface Transport {
  version: SoapVersion;
  /** The SOAP action as sent, unquoted; null when none was sent. */
  action: string | null;
}

interface ContentType {
  mediaType: string;
  parameters: Map<string, string>;
}

const unquote = (value: string) => value.trim().replace(/^"(.*)"$/, '$1');

function parseContentType(header: string | null): ContentType {
  const [mediaType, ...rest] = (header ?? '').split(';');
  const parameters = new Map<string, string>();
  for (const part of rest) {
    const equals = part.indexOf('=');
    if (equals > 0) parameters.set(part.slice(0, equals).trim().toLowerCase(), unquote(part.slice(equals + 1)));
  }
  return { mediaType: mediaType.trim().toLowerCase(), parameters };
}

const unsupported = () => new SoapFault('sender', 415, MSG.unsupportedMediaType, 'UNSUPPORTED_MEDIA_TYPE');

export function transportOf(request: Request): Transport {
  const { mediaType, parameters } = parseContentType(request.headers.get('content-type'));
  const version = (Object.keys(SOAP_MEDIA_TYPE) as SoapVersion[]).find((candidate) => SOAP_MEDIA_TYPE[candidate] === mediaType);
  if (!version) throw unsupported();
  const charset = parameters.get('charset');
  if (charset !== undefined && charset.toLowerCase() !== 'utf-8') throw unsupported();
  const soapAction = request.headers.get('soapaction');
  const action = version === '1.1' ? (soapAction === null ? null : unquote(soapAction)) : (parameters.get('action') ?? null);
  return { version, action };
}

/** The body as UTF-8 text: 413 past the bound, INVALID_XML when it is not UTF-8, INVALID_ENVELOPE when empty. */
export async function readSoapBody(request: Request): Promise<string> {
  const text = await readTextUpTo(request, L.bodyBytes, {
    tooLarge: () => new SoapFault('sender', 413, MSG.bodyTooLarge, 'PAYLOAD_TOO_LARGE'),
    unreadable: () => senderFault(MSG.notUtf8, 'INVALID_XML'),
  });
  if (text.trim() === '') throw senderFault(MSG.emptyBody, 'INVALID_ENVELOPE');
  return text;
}

