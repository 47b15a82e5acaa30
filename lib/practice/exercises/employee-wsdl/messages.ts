import { EMPLOYEE_LIMITS as L } from './limits';
import { OPERATIONS, SERVICE_NS } from './soap-names';

// The Employee service's texts (docs/practice/employee-wsdl.md#faults): part of the exercise's versioned contract,
// so they live here and change with its version (docs/architecture.md#validation). Plain data. Each is a fault's
// readable fault string; a test should assert the fault's code instead (detail/EmployeeFault/code).

export const DEPARTMENTS = ['Engineering', 'Finance', 'HR', 'Marketing', 'Operations', 'Sales', 'Support'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const EMPLOYEE_WSDL_MSG = {
  id: `id must be a whole number from 1 to ${L.idMax}.`,
  page: `page must be a whole number from 1 to ${L.page}.`,
  pageSize: `pageSize must be a whole number from 1 to ${L.pageSize}.`,
  nameContains: `nameContains must be text of 1 to ${L.nameFilter} characters.`,
  firstName: `firstName must be text of 1 to ${L.firstName} characters on one line.`,
  lastName: `lastName must be text of 1 to ${L.lastName} characters on one line.`,
  email: `email must be an e-mail address of at most ${L.email} characters.`,
  department: `department must be one of: ${DEPARTMENTS.join(', ')}.`,
  jobTitle: `jobTitle must be text of 1 to ${L.jobTitle} characters on one line.`,
  hireDate: `hireDate must be a date written YYYY-MM-DD, from ${L.hireDateMin} to ${L.hireDateMax}.`,
  salary: `salary must be a number from 0 to ${L.salaryMax} with at most two decimals.`,
  boolean: (field: string) => `${field} must be true or false (or 1 or 0).`,
  required: (field: string) => `${field} is required.`,
  unknownElement: (name: string, parent: string) => `<${name}> is not an element of ${parent}.`,
  outOfOrder: (name: string, order: readonly string[]) => `<${name}> is out of order: the schema's sequence is ${order.join(', ')}.`,
  repeated: (name: string) => `<${name}> is given more than once.`,
  notText: (name: string) => `<${name}> must hold text, not elements.`,
  notElements: (name: string) => `<${name}> must hold elements, not text.`,
  wrongNamespace: (name: string) => `<${name}> must be in the service's namespace ${SERVICE_NS}.`,
  nil: (name: string) => `<${name}> cannot be nil: leave an optional element out instead.`,
  validationFailed: (first: string) => `The message does not match the schema: ${first}`,

  employeeNotFound: (id: number) => `You have no employee with id ${id}.`,
  emailTaken: (email: string, id: number) => `Your employee ${id} already has the e-mail address ${email}; each employee needs their own.`,
  employeeLimit: `You keep ${L.employees} employees already, the most one staff list holds. Delete one, or reset your practice data.`,

  unsupportedMediaType:
    'Send a SOAP message: SOAP 1.1 as Content-Type text/xml (with a SOAPAction header), SOAP 1.2 as application/soap+xml.',
  bodyTooLarge: `The request body is over ${L.bodyBytes / 1024} KB.`,
  emptyBody: 'The request has no body: send a SOAP envelope.',
  notUtf8: 'The request body is not UTF-8 text.',
  invalidXml: (why: string) => `The request body is not well-formed XML: ${why}`,
  xmlDoctype: 'XML with a DOCTYPE (a DTD or entity declarations) is not accepted.',
  tooManyElements: `The message holds more than ${L.elements} elements; no request of this service needs that many.`,
  tooDeep: `Elements nest more than ${L.depth} deep; no request of this service needs that.`,
  undeclaredPrefix: (prefix: string) => `The namespace prefix "${prefix}" is used but never declared.`,
  notEnvelope: 'The root element must be a SOAP Envelope (SOAP 1.1 or 1.2).',
  envelopeShape: 'A SOAP Envelope holds an optional Header, then one Body, and nothing else.',
  bodyShape: 'The SOAP Body must hold exactly one element: the operation\'s request.',
  versionMismatch: (sent: string, expected: string) =>
    `The envelope is SOAP ${sent} but the Content-Type says SOAP ${expected}: send a SOAP 1.1 envelope as text/xml, a SOAP 1.2 envelope as application/soap+xml.`,
  notUnderstood: (name: string) => `The header block ${name} is marked mustUnderstand, and this service does not understand it.`,
  unknownOperation: (name: string) => `The service has no operation ${name}. Its operations: ${OPERATIONS.join(', ')}.`,
  soapActionMissing: 'A SOAP 1.1 request needs the SOAPAction header: the soapAction of the operation in the WSDL (or "").',
  soapActionMismatch: (sent: string, expected: string) => `The SOAP action "${sent}" does not match the operation in the Body, whose action is "${expected}".`,
  wsdlOnly: 'GET answers only the WSDL: add ?wsdl to the address. Operations are called with POST.',

  credentialMissing:
    'Authenticate: send Authorization: Bearer <practice token>, or a WS-Security UsernameToken with your OAuth client\'s id as Username and its secret as Password.',
  twoCredentials: 'Send one credential: a bearer token or a WS-Security UsernameToken, not both.',
  usernameTokenShape: 'The WS-Security header needs one UsernameToken with a Username and a Password.',
  passwordType: 'The Password Type must be PasswordText or PasswordDigest (UsernameToken Profile 1.1).',
  digestNeedsNonce: 'A PasswordDigest needs a wsse:Nonce (Base64) and a wsu:Created in the UsernameToken: the digest is Base64(SHA-1(nonce + created + password)).',
  digestUnavailable:
    'This OAuth client\'s secret was issued before PasswordDigest was supported, so the service cannot check a digest of it: rotate the secret, or send it as PasswordText.',
  createdMalformed: 'wsu:Created must be a UTC time such as 2026-01-31T12:00:00Z.',
  messageExpired: `The UsernameToken's wsu:Created is more than ${L.createdWindowSeconds / 60} minutes from the service's clock: send a fresh one with each request.`,
  nonceReplayed: 'This wsse:Nonce was already used: every request needs a new one (a replayed message is refused).',
  nonceMalformed: 'wsse:Nonce must be Base64 of 16 to 64 random bytes.',
  tooManyFailures: (seconds: string) =>
    `Too many failed credentials from your address: the service takes ${L.failedCredentials} wrong or missing credentials every ${L.failedCredentialsWindowSeconds / 60} minutes. Wait ${seconds} s.`,
  badClient: 'The UsernameToken names no OAuth client of yours with this secret.',
} as const;
