import { EMPLOYEE_WSDL_EXERCISE } from './descriptor';

// The names the Employee service's contract is made of (docs/practice/employee-wsdl.md#the-wsdl): its namespaces,
// operations and SOAP actions, shared by the WSDL, the server, the sample envelopes on the page and the tests.
// Plain data, client-safe.

/** The service's own namespace: every element of its messages is in it (elementFormDefault="qualified"). */
export const SERVICE_NS = 'urn:qa-academy:practice:employees:v1';

export const NS = {
  soap11: 'http://schemas.xmlsoap.org/soap/envelope/',
  soap12: 'http://www.w3.org/2003/05/soap-envelope',
  wsdl: 'http://schemas.xmlsoap.org/wsdl/',
  wsdlSoap11: 'http://schemas.xmlsoap.org/wsdl/soap/',
  wsdlSoap12: 'http://schemas.xmlsoap.org/wsdl/soap12/',
  xsd: 'http://www.w3.org/2001/XMLSchema',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
  httpTransport: 'http://schemas.xmlsoap.org/soap/http',
  wsse: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd',
  wsu: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd',
} as const;

/** WS-Security's password types (UsernameToken Profile 1.0 and 1.1 name them the same). */
export const WSSE_PASSWORD_TEXT = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText';
export const WSSE_PASSWORD_DIGEST = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest';
/** A wsse:Nonce's encoding: Base64 is the profile's default, the only one accepted here. */
export const WSSE_BASE64 = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary';

export type SoapVersion = '1.1' | '1.2';

/** The media type each SOAP version travels in. */
export const SOAP_MEDIA_TYPE: Record<SoapVersion, string> = { '1.1': 'text/xml', '1.2': 'application/soap+xml' };

export const OPERATIONS = ['ListEmployees', 'GetEmployee', 'AddEmployee', 'UpdateEmployee', 'DeleteEmployee'] as const;
export type Operation = (typeof OPERATIONS)[number];

export function isOperation(name: string): name is Operation {
  return (OPERATIONS as readonly string[]).includes(name);
}

/** The operation's SOAP action: SOAPAction in 1.1, the action parameter of the Content-Type in 1.2. */
export const soapActionOf = (operation: Operation) => `${SERVICE_NS}#${operation}`;

/** Where the service answers, and the WSDL (`?wsdl`) with its schema inlined. */
export const SERVICE_PATH = EMPLOYEE_WSDL_EXERCISE.apiPath;
export const WSDL_PATH = `${SERVICE_PATH}?wsdl`;

/** The names the WSDL gives its service and ports (SoapUI and zeep show them). */
export const WSDL_NAMES = {
  service: 'EmployeeService',
  portType: 'EmployeePortType',
  port: { '1.1': 'EmployeeSoap11Port', '1.2': 'EmployeeSoap12Port' },
  binding: { '1.1': 'EmployeeSoap11Binding', '1.2': 'EmployeeSoap12Binding' },
} as const satisfies Record<string, unknown>;
