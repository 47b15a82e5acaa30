import { NS, OPERATIONS, SERVICE_NS, soapActionOf, WSSE_PASSWORD_TEXT, type Operation } from './soap-names';

// A sample request per operation, as the page shows them (docs/practice/employee-wsdl.md#sample-envelopes): SOAP 1.1
// envelopes a learner can paste into Postman or curl as they are (the seed staff has employee 1), plus the same call
// in SOAP 1.2 and a WS-Security header. Plain data, client-safe; an integration test sends every one of them.

const employee = (values: readonly [string, string, string, string, string, string, string, string]) =>
  ['firstName', 'lastName', 'email', 'department', 'jobTitle', 'hireDate', 'salary', 'active'].map((name, index) => `<emp:${name}>${values[index]}</emp:${name}>`);

const NEW_EMPLOYEE = employee(['Grace', 'Hopper', 'grace.hopper@example.com', 'Engineering', 'Compiler Engineer', '2024-05-06', '91000.50', 'true']);
/** Seed employee 1, promoted. */
const CHANGED_EMPLOYEE = employee(['Amara', 'Okafor', 'amara.okafor@example.com', 'Engineering', 'Head of Test Automation', '2019-03-11', '81000', 'true']);

const indent = (lines: readonly string[], by: number) => lines.map((line) => ' '.repeat(by) + line);
const wrap = (name: string, lines: readonly string[], by: number) => [`${' '.repeat(by)}<emp:${name}>`, ...indent(lines, by + 2), `${' '.repeat(by)}</emp:${name}>`];

const BODIES: Record<Operation, readonly string[]> = {
  ListEmployees: wrap('ListEmployees', ['<emp:page>1</emp:page>', '<emp:pageSize>5</emp:pageSize>', '<emp:department>Engineering</emp:department>'], 4),
  GetEmployee: wrap('GetEmployee', ['<emp:id>1</emp:id>'], 4),
  AddEmployee: wrap('AddEmployee', wrap('employee', NEW_EMPLOYEE, 0), 4),
  UpdateEmployee: wrap('UpdateEmployee', ['<emp:id>1</emp:id>', ...wrap('employee', CHANGED_EMPLOYEE, 0)], 4),
  DeleteEmployee: wrap('DeleteEmployee', ['<emp:id>2</emp:id>'], 4),
};

function envelope(prefix: 'soap' | 'env', ns: string, body: readonly string[], header: readonly string[] = []): string {
  return [
    `<${prefix}:Envelope xmlns:${prefix}="${ns}" xmlns:emp="${SERVICE_NS}">`,
    ...(header.length ? [`  <${prefix}:Header>`, ...header, `  </${prefix}:Header>`] : []),
    `  <${prefix}:Body>`,
    ...body,
    `  </${prefix}:Body>`,
    `</${prefix}:Envelope>`,
  ].join('\n');
}

export interface SampleEnvelope {
  operation: Operation;
  /** The SOAPAction header a SOAP 1.1 request sends with it. */
  soapAction: string;
  /** The envelope, SOAP 1.1. */
  xml: string;
}

export const SAMPLE_ENVELOPES: readonly SampleEnvelope[] = OPERATIONS.map((operation) => ({
  operation,
  soapAction: soapActionOf(operation),
  xml: envelope('soap', NS.soap11, BODIES[operation]),
}));

/** GetEmployee in SOAP 1.2: the action travels in the Content-Type. */
export const SOAP12_SAMPLE = envelope('env', NS.soap12, BODIES.GetEmployee);

/** GetEmployee signed with a WS-Security UsernameToken: the OAuth client's id and secret. */
export const WS_SECURITY_SAMPLE = envelope('soap', NS.soap11, BODIES.GetEmployee, [
  `    <wsse:Security xmlns:wsse="${NS.wsse}" soap:mustUnderstand="1">`,
  '      <wsse:UsernameToken>',
  '        <wsse:Username>YOUR_CLIENT_ID</wsse:Username>',
  `        <wsse:Password Type="${WSSE_PASSWORD_TEXT}">YOUR_CLIENT_SECRET</wsse:Password>`,
  '      </wsse:UsernameToken>',
  '    </wsse:Security>',
]);
