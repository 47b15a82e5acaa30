import 'server-only';
import { EMPLOYEE_LIMITS as L } from '../limits';
import { EMPLOYEE_WSDL_MSG as MSG } from '../messages';
import { NS, WSSE_BASE64, WSSE_PASSWORD_DIGEST, WSSE_PASSWORD_TEXT } from '../soap-names';
import { SoapFault } from './fault';
import { attributeOf, type XmlElement } from './xml-tree';

// A wsse:UsernameToken read as the UsernameToken Profile 1.1 writes it (docs/practice/employee-wsdl.md#authentication):
// Username, Password (Type PasswordText, the default, or PasswordDigest), and the optional wsse:Nonce (Base64) and
// wsu:Created that make a message unique and dated. A digest needs both. A Created more than the service's window from
// its clock is wsu:MessageExpired; everything else wrong is wsse:FailedAuthentication.

export const BEARER_REALM = { 'WWW-Authenticate': 'Bearer realm="practice"' };

export const refused = (message: string) => new SoapFault('failedAuthentication', 401, message, 'INVALID_CREDENTIALS', undefined, BEARER_REALM);
const expired = () => new SoapFault('messageExpired', 401, MSG.messageExpired, 'MESSAGE_EXPIRED', undefined, BEARER_REALM);

export interface UsernameToken {
  clientId: string;
  /** The password as sent: the secret (PasswordText) or its digest (PasswordDigest). */
  password: string;
  digest: boolean;
  /** The nonce as sent (Base64), with its bytes; null when none was sent. */
  nonce: { text: string; bytes: Buffer } | null;
  /** wsu:Created as sent, with the time it names; null when none was sent. */
  created: { text: string; at: number } | null;
}

const isIn = (element: XmlElement, ns: string, local: string) => element.ns === ns && element.local === local;

/** The one child `local` of `ns` holding text, null when `optional` and absent; refused when repeated or holding elements. */
function childText(parent: XmlElement, ns: string, local: string, optional = false): XmlElement | null {
  const found = parent.children.filter((child) => isIn(child, ns, local));
  if (found.length === 0 && optional) return null;
  if (found.length !== 1 || found[0].children.length > 0) throw refused(MSG.usernameTokenShape);
  return found[0];
}

const NONCE_BYTES = { min: 16, max: 64 };
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function nonceOf(element: XmlElement | null): UsernameToken['nonce'] {
  if (!element) return null;
  const encoding = attributeOf(element, null, 'EncodingType');
  const bytes = Buffer.from(element.text, 'base64');
  const validText = BASE64.test(element.text) && element.text.length % 4 === 0;
  if ((encoding !== undefined && encoding.trim() !== WSSE_BASE64) || !validText || bytes.length < NONCE_BYTES.min || bytes.length > NONCE_BYTES.max) {
    throw refused(MSG.nonceMalformed);
  }
  return { text: element.text, bytes };
}

// xsd:dateTime in UTC (Z or +00:00), as the profile asks; fractions of a second allowed.
const UTC_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|\+00:00)$/;

function createdOf(element: XmlElement | null, now: number): UsernameToken['created'] {
  if (!element) return null;
  const at = UTC_TIME.test(element.text) ? Date.parse(element.text) : Number.NaN;
  if (Number.isNaN(at)) throw refused(MSG.createdMalformed);
  if (Math.abs(now - at) > L.createdWindowSeconds * 1000) throw expired();
  return { text: element.text, at };
}

/** The one UsernameToken of a Security block, read and dated against `now`. */
export function usernameTokenOf(security: XmlElement, now = Date.now()): UsernameToken {
  const tokens = security.children.filter((child) => isIn(child, NS.wsse, 'UsernameToken'));
  if (tokens.length !== 1) throw refused(MSG.usernameTokenShape);
  const [token] = tokens;
  const username = childText(token, NS.wsse, 'Username')!;
  const password = childText(token, NS.wsse, 'Password')!;
  if (username.text === '' || password.text === '') throw refused(MSG.usernameTokenShape);
  const type = attributeOf(password, null, 'Type')?.trim() ?? WSSE_PASSWORD_TEXT;
  if (type !== WSSE_PASSWORD_TEXT && type !== WSSE_PASSWORD_DIGEST) throw refused(MSG.passwordType);
  const nonce = nonceOf(childText(token, NS.wsse, 'Nonce', true));
  const created = createdOf(childText(token, NS.wsu, 'Created', true), now);
  const digest = type === WSSE_PASSWORD_DIGEST;
  if (digest && (!nonce || !created)) throw refused(MSG.digestNeedsNonce);
  return { clientId: username.text, password: password.text, digest, nonce, created };
}
