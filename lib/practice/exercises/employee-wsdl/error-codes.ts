import { EMPLOYEE_LIMITS as L } from './limits';

// The Employee service's own fault codes (docs/practice/employee-wsdl.md#faults): each fault carries one in
// detail/EmployeeFault/code (SOAP 1.2: also as its Subcode), the stable name a test should assert. The task sheet
// lists them; the shared ones (UNAUTHENTICATED, PAYLOAD_TOO_LARGE…) come from lib/api/error-codes.ts.
export const EMPLOYEE_WSDL_ERROR_CODES = {
  EMPLOYEE_NOT_FOUND: 'The learner has no employee with this id (another learner\'s staff is never visible).',
  VALIDATION_FAILED: 'The request does not match the schema: an element is missing, unknown, repeated, out of order or its value is wrong; each fieldError names one.',
  EMAIL_TAKEN: 'Another of the learner\'s employees already has this e-mail address.',
  EMPLOYEE_LIMIT_REACHED: 'The learner keeps 100 employees already; delete one or reset.',
  INVALID_XML: 'The body is not well-formed XML, is not UTF-8, or has a DOCTYPE.',
  XML_TOO_COMPLEX: `The message holds more than ${L.elements} elements or nests them more than ${L.depth} deep: refused before it is parsed.`,
  INVALID_ENVELOPE: 'The XML is not a SOAP envelope: a root other than Envelope, something besides Header and Body, or a Body without exactly one element.',
  VERSION_MISMATCH: 'The envelope\'s SOAP version is not the one the Content-Type names (faultcode VersionMismatch).',
  MUST_UNDERSTAND: 'A header block marked mustUnderstand that the service does not know (faultcode MustUnderstand).',
  UNKNOWN_OPERATION: 'The Body\'s element is no operation of the service, or not in its namespace.',
  SOAP_ACTION_MISMATCH: 'SOAP 1.1 without a SOAPAction header, or a SOAP action that names another operation than the Body.',
  INVALID_CREDENTIALS: 'The WS-Security UsernameToken is malformed, its PasswordDigest does not match, its Nonce was used before, or it names no OAuth client with that secret (faultcode wsse:FailedAuthentication).',
  MESSAGE_EXPIRED: `The UsernameToken's wsu:Created is more than ${L.createdWindowSeconds / 60} minutes from the service's clock (faultcode wsu:MessageExpired).`,
  TWO_CREDENTIALS: 'Both a bearer token and a WS-Security UsernameToken were sent.',
  WSDL_ONLY: 'A GET without ?wsdl: GET answers only the WSDL.',
} as const;
