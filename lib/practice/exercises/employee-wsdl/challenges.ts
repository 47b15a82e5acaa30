import type { Challenge } from '../../challenge';
import { SERVICE_PATH } from './soap-names';

// The Employee service's challenges (docs/practice/employee-wsdl.md#challenges): what a learner's own SOAP client may
// try, each credited by the server the first time it sees it, from the learner's own requests. This list is public
// (the page shows it); how each is told lives in server/challenge-checks.ts. Ids never change.

export const EMPLOYEE_WSDL_CHALLENGES: readonly Challenge[] = [
  { id: 'EMP-C01', title: 'Speak SOAP 1.1', description: `Call any operation at ${SERVICE_PATH} with a SOAP 1.1 envelope (Content-Type text/xml) and succeed.` },
  { id: 'EMP-C02', title: 'Speak SOAP 1.2', description: 'Call any operation with a SOAP 1.2 envelope (Content-Type application/soap+xml) and succeed.' },
  { id: 'EMP-C03', title: 'Sign with WS-Security', description: 'Succeed with a WS-Security UsernameToken in the SOAP header: your OAuth client id and secret, as PasswordText or as a PasswordDigest with Nonce and Created.' },
  { id: 'EMP-C04', title: 'Call with an OAuth access token', description: 'Succeed with an access token from the client credentials grant, sent as Authorization: Bearer.' },
  { id: 'EMP-C05', title: 'Find nobody', description: 'Ask for an employee id your staff does not have: a fault with code EMPLOYEE_NOT_FOUND.' },
  { id: 'EMP-C06', title: 'Two field errors at once', description: 'Send a request with two wrong elements and get one VALIDATION_FAILED fault naming both (or more).' },
  { id: 'EMP-C07', title: 'Reuse an e-mail address', description: 'Add or update an employee with the e-mail address of another of yours: EMAIL_TAKEN.' },
  { id: 'EMP-C08', title: 'Break the XML', description: 'Send a body that is not well-formed XML and get a fault, INVALID_XML, not a server error.' },
  { id: 'EMP-C09', title: 'Call what is not there', description: 'Send an operation the WSDL does not have: UNKNOWN_OPERATION.' },
  { id: 'EMP-C10', title: 'Mix up the versions', description: 'Send a SOAP 1.2 envelope as text/xml, or a SOAP 1.1 envelope as application/soap+xml: a VersionMismatch fault.' },
  { id: 'EMP-C11', title: 'Demand to be understood', description: 'Send a header block the service does not know, marked mustUnderstand: a MustUnderstand fault.' },
  { id: 'EMP-C12', title: 'Send the wrong action', description: 'Send a SOAP action that names another operation than the Body: SOAP_ACTION_MISMATCH.' },
];
