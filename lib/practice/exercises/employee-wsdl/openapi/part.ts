import 'server-only';
import type { HeaderObject, MediaTypeObject, OperationObject, ResponseObject } from 'openapi3-ts/oas31';
import type { PracticeApiPart } from '@/lib/practice/openapi/api-part';
import { EMPLOYEE_WSDL_EXERCISE } from '../descriptor';
import { EMPLOYEE_LIMITS as L } from '../limits';
import { SAMPLE_ENVELOPES } from '../sample-envelopes';
import { OPERATIONS, SERVICE_PATH, SOAP_MEDIA_TYPE, soapActionOf } from '../soap-names';

// The Employee service's entry in the practice API document (docs/practice/employee-wsdl.md#in-the-openapi-document).
// OpenAPI describes HTTP, not SOAP: the service's contract is its WSDL. So this states what HTTP sees, for the tools
// and tests that walk every route of the site: one path, GET ?wsdl and POST of a SOAP message in either media type,
// and the statuses a fault comes with. The path sits outside the document's server (/api/practice/v1), so it names
// its own server, /api/practice/soap: the full address is /api/practice/soap/employees.

const TAG = 'Employee service (SOAP)';
const SERVER = SERVICE_PATH.slice(0, SERVICE_PATH.lastIndexOf('/'));
const PATH = SERVICE_PATH.slice(SERVER.length);

const xmlText = (description: string, example?: string): MediaTypeObject => ({ schema: { type: 'string', description }, ...(example ? { example } : {}) });

/** A SOAP message in either version: the body of the POST and of every reply. */
const soapContent = (description: string, example?: string): Record<string, MediaTypeObject> => ({
  [SOAP_MEDIA_TYPE['1.1']]: xmlText(`SOAP 1.1. ${description}`, example),
  [SOAP_MEDIA_TYPE['1.2']]: xmlText(`SOAP 1.2. ${description}`),
});

const RATE_LIMIT_HEADERS: Record<string, HeaderObject> = {
  'RateLimit-Limit': { description: 'Requests a learner may send in the window.', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the window.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window starts again.', schema: { type: 'integer' } },
};

const fault = (description: string, headers?: Record<string, HeaderObject>): ResponseObject => ({
  description: `A SOAP fault in the request's version: ${description} Its detail/EmployeeFault/code names the refusal.`,
  ...(headers ? { headers } : {}),
  content: soapContent('A Fault in the Body.'),
});

const getWsdl: OperationObject = {
  operationId: 'getEmployeeWsdl',
  summary: 'The WSDL',
  description: 'The service\'s WSDL 1.1, its XML Schema inlined: a SOAP 1.1 and a SOAP 1.2 binding of the operations, document/literal. Needs no credential.',
  tags: [TAG],
  security: [],
  parameters: [{ name: 'wsdl', in: 'query', required: true, description: 'Present, with no value: `?wsdl` (or `?WSDL`).', schema: { type: 'string', maxLength: 0 } }],
  responses: {
    200: { description: 'The WSDL.', content: { 'text/xml': xmlText('A WSDL 1.1 document.') } },
    400: { description: 'A GET without ?wsdl (WSDL_ONLY): a SOAP 1.1 fault.', content: { 'text/xml': xmlText('A SOAP 1.1 Fault.') } },
    429: fault(`the request limit, or over ${L.failedCredentials} failed credentials from the address in ${L.failedCredentialsWindowSeconds / 60} minutes (RATE_LIMITED).`, { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } }),
  },
};

const callService: OperationObject = {
  operationId: 'callEmployeeService',
  summary: 'Call an operation',
  description:
    `A SOAP message for one of ${OPERATIONS.join(', ')}, as the WSDL describes them. SOAP 1.1 as text/xml with a SOAPAction header ` +
    `(e.g. "${soapActionOf('GetEmployee')}"), SOAP 1.2 as application/soap+xml with the action in the Content-Type. ` +
    'Authenticate with a practice token as Authorization: Bearer, or with a WS-Security UsernameToken in the SOAP header (the OAuth client\'s id and ' +
    'secret, as PasswordText or as a PasswordDigest with Nonce and Created), which OpenAPI cannot express: hence the empty security requirement beside the two schemes.',
  tags: [TAG],
  security: [{ practiceToken: [] }, { practiceOAuth: [] }, {}],
  parameters: [
    { name: 'SOAPAction', in: 'header', required: false, description: 'SOAP 1.1: the operation\'s soapAction from the WSDL, quoted (or ""). Required by SOAP 1.1.', schema: { type: 'string' } },
  ],
  requestBody: { required: true, description: `A SOAP envelope, at most ${L.bodyBytes / 1024} KB.`, content: soapContent('An Envelope.', SAMPLE_ENVELOPES.find((sample) => sample.operation === 'GetEmployee')?.xml) },
  responses: {
    200: { description: 'The operation\'s response element in the Body, in the request\'s version.', headers: RATE_LIMIT_HEADERS, content: soapContent('An Envelope.') },
    400: fault('the message is malformed, not an envelope, of the other version, of an unknown operation or action, not valid against the schema, or refused by the staff\'s rules.'),
    401: fault('no credential, or one that is not live; a replayed nonce or a stale Created (MESSAGE_EXPIRED). Each counts against the address.', { 'WWW-Authenticate': { description: 'Bearer realm="practice".', required: true, schema: { type: 'string' } } }),
    403: fault('a cross-site write (FORBIDDEN).'),
    413: fault(`a body over ${L.bodyBytes / 1024} KB (PAYLOAD_TOO_LARGE).`),
    415: fault('a Content-Type other than text/xml or application/soap+xml, or a charset other than UTF-8 (UNSUPPORTED_MEDIA_TYPE).'),
    429: fault(`the request limit, or over ${L.failedCredentials} failed credentials from the address in ${L.failedCredentialsWindowSeconds / 60} minutes (RATE_LIMITED).`, { 'Retry-After': { description: 'Seconds to wait.', required: true, schema: { type: 'integer' } } }),
  },
};

export function employeeServiceApiPart(): PracticeApiPart {
  return {
    tag: {
      name: TAG,
      description: `${EMPLOYEE_WSDL_EXERCISE.description} Its contract is [the WSDL](${SERVICE_PATH}?wsdl); [the exercise](/student/practice/${EMPLOYEE_WSDL_EXERCISE.link}/v1).`,
    },
    paths: { [PATH]: { servers: [{ url: SERVER, description: 'This site: the SOAP services live outside /api/practice/v1.' }], get: getWsdl, post: callService } },
    components: {},
  };
}
