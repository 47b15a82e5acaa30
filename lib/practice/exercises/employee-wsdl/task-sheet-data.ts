import { errorCodeList } from '../../error-code-list';
import type { TaskSheet } from '../../task-sheet-types';
import { EMPLOYEE_WSDL_ERROR_CODES } from './error-codes';
import { EMPLOYEE_LIMITS as L } from './limits';
import { OPERATIONS, SERVICE_PATH, WSDL_PATH } from './soap-names';
import { TOOL_CALLS } from './tool-calls';

// The Employee service's task sheet (docs/practice/employee-wsdl.md). Plain data; the numbers come from the
// exercise's own limits, so the sheet, the page, the WSDL and the faults cannot disagree.

export const TASK_SHEET: TaskSheet = {
  summary:
    `A SOAP web service to test from its WSDL with SoapUI, Postman, zeep or any SOAP client: your own staff of employees at ${SERVICE_PATH}, ` +
    `operations ${OPERATIONS.join(', ')}, in SOAP 1.1 and 1.2, authenticated by a practice token or a WS-Security UsernameToken, with a SOAP fault for every refusal.`,
  whatToTest: [
    `The WSDL is at ${WSDL_PATH}, its XML Schema inlined; import it into your tool and let the tool build the requests.`,
    'Every call needs a practice credential: Authorization: Bearer <token> (a personal access token made on this page, or an OAuth access token), or a WS-Security UsernameToken with your OAuth client\'s id as Username. Not both; not the site\'s session cookie.',
    'The UsernameToken\'s Password is either the client secret as PasswordText, or a PasswordDigest, Base64(SHA-1(nonce + created + secret)), sent with its wsse:Nonce and wsu:Created (UsernameToken Profile 1.1). A nonce used twice is a replay (wsse:FailedAuthentication); a Created more than ' +
      `${L.createdWindowSeconds / 60} minutes from the server's clock is wsu:MessageExpired.`,
    'SOAP 1.1 is text/xml with a SOAPAction header; SOAP 1.2 is application/soap+xml, the action in the Content-Type. The reply comes in the version you sent; an envelope of the other version is a VersionMismatch fault.',
    `Your staff starts with 15 seed employees (ids 1–15); it is yours alone, and "Reset my practice data" (or POST /api/practice/v1/employee-wsdl/reset) brings it back.`,
    `ListEmployees pages (page from 1, pageSize 1–${L.pageSize}, default ${L.defaultPageSize}) and filters by department, nameContains and active, answering totalCount and totalPages; a page past the end is empty, not a fault.`,
    'GetEmployee, UpdateEmployee (a full replacement) and DeleteEmployee of an id you do not have are a Client (1.1) / Sender (1.2) fault EMPLOYEE_NOT_FOUND.',
    'Requests are held to the schema: elements in the service\'s namespace, in the sequence order, each once, every required one there, every value of its type and within its facets; each mistake is a fieldError of one VALIDATION_FAILED fault.',
    'Every refusal is a SOAP fault with a fault code, a readable fault string and detail/EmployeeFault/code; malformed XML, a wrong Content-Type, an oversized body and an unknown operation included. Never a 500.',
    `Limits: ${L.employees} employees, bodies of ${L.bodyBytes / 1024} KB (413), at most ${L.elements} elements nested at most ${L.depth} deep (XML_TOO_COMPLEX, checked before the XML is parsed), texts bounded by the XSD.`,
    `Failed credentials (any 401) are counted per address: past ${L.failedCredentials} in ${L.failedCredentialsWindowSeconds / 60} minutes, every request from that address is a 429 fault RATE_LIMITED with RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset and Retry-After until the window ends.`,
  ],
  testIdeas: [
    'Import the WSDL into SoapUI, generate a request per operation and add assertions: SOAP response, schema compliance, not SOAP fault, XPath on the values.',
    'Build a client from the WSDL in code (zeep, the soap package) and drive every operation; assert faults by their code, not their text.',
    'Walk every page of a filtered ListEmployees and compare what you collected with totalCount.',
    'Update each field of an employee on its own and read it back with GetEmployee.',
    'Validate every reply against the WSDL\'s schema: element order and namespaces count in XML.',
    'Send the same call in SOAP 1.1 and 1.2 and compare the faults: faultcode/faultstring against Code/Subcode/Reason.',
    'Fuzz the envelope: malformed XML, a DOCTYPE, elements out of order or in no namespace, a 70 KB body, the wrong Content-Type, an unknown operation. Every reply must be a fault.',
    'Use two learners\' credentials: one learner\'s changes never show in the other\'s staff.',
    'Sign with WS-Security as PasswordText, then as PasswordDigest, then with a rotated secret.',
    'Replay a signed request exactly as it was sent, and send one with an old wsu:Created: both must be refused with WS-Security\'s own fault codes.',
  ],
  timings: [
    'No delays: every reply comes at once. The request limit applies: 200 requests every 10 seconds per learner, whichever credential names them.',
    `A UsernameToken's wsu:Created must be within ${L.createdWindowSeconds / 60} minutes of the server's clock: make a fresh one (and a fresh nonce) for every request.`,
  ],
  selectors: [
    { hook: 'employee-wsdl-service', what: 'The page describing the service' },
    { hook: 'service-url', what: `The service's address, ${SERVICE_PATH}` },
    { hook: 'wsdl-link', what: 'The link to the WSDL (?wsdl); its href is what a SOAP client loads' },
    { hook: 'practice-credentials', what: 'Your practice credentials: personal access tokens and OAuth clients' },
    { hook: 'token-name-input', what: 'The name of a new personal access token' },
    { hook: 'token-create', what: 'Create the token' },
    { hook: 'secret-value', what: 'The new secret (token or client secret), shown once; its Copy button is secret-copy' },
    { hook: 'client-name-input', what: 'The name of a new OAuth client; client-create creates it' },
    { hook: 'soap-auth', what: 'How to authenticate: a bearer token or a WS-Security UsernameToken' },
    { hook: 'soap-operations', what: 'The operations: what each takes and answers' },
    { hook: 'sample-envelope-{operation}', what: 'A sample SOAP 1.1 request of each operation (sample-envelope-GetEmployee…)' },
    { hook: 'client-calls', what: 'How to call the service from SoapUI, Postman and Python\'s zeep (client-soapui, client-postman, client-zeep)' },
    { hook: 'soap-limits', what: 'The limits' },
    { hook: 'soap-fault-codes', what: 'The fault codes in detail/EmployeeFault/code' },
    { hook: 'soap-reset', what: 'How to bring the seed staff back' },
    { hook: 'seed-employees', what: 'The 15 seed employees: id, name, department, e-mail' },
  ],
  toolCalls: TOOL_CALLS,
  errorCodes: errorCodeList(EMPLOYEE_WSDL_ERROR_CODES, ['INVALID_TOKEN', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE']),
  errorCodesOnExercise: { title: 'Fault codes', anchor: 'soap-fault-codes-title', hook: 'soap-fault-codes' },
  reportAreas: [
    { id: 'wsdl', label: 'The WSDL and its schema' },
    { id: 'list', label: 'ListEmployees: paging and filters' },
    { id: 'get', label: 'GetEmployee' },
    { id: 'add', label: 'AddEmployee' },
    { id: 'update', label: 'UpdateEmployee' },
    { id: 'delete', label: 'DeleteEmployee' },
    { id: 'schema', label: 'Replies against the schema (order, types, namespaces)' },
    { id: 'faults', label: 'SOAP faults: codes, strings and details' },
    { id: 'auth', label: 'Credentials and WS-Security' },
    { id: 'versions', label: 'SOAP 1.1 and 1.2' },
  ],
};
