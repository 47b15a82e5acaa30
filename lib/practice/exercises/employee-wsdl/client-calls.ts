import { SERVICE_PATH, soapActionOf, SOAP_MEDIA_TYPE, WSDL_NAMES, WSDL_PATH } from './soap-names';

// How to call the service from the tools testers use for SOAP (docs/practice/employee-wsdl.md#calls-from-your-tools):
// SoapUI, Postman and Python's zeep, as the page shows them. Plain data; `{origin}` stands for this site's address,
// filled in by the page in the browser.

export interface ClientCall {
  /** The data-test hook of the tool's part of the page. */
  hook: 'client-soapui' | 'client-postman' | 'client-zeep';
  tool: string;
  /** What to do, step by step. */
  steps: readonly string[];
  /** A code or configuration block, if the tool takes one. */
  code?: { label: string; text: string };
}

const WSDL = `{origin}${WSDL_PATH}`;

export const CLIENT_CALLS: readonly ClientCall[] = [
  {
    hook: 'client-soapui',
    tool: 'SoapUI',
    steps: [
      `File → New SOAP Project, Initial WSDL: ${WSDL}, with "Create Requests" ticked. SoapUI makes both bindings, ${WSDL_NAMES.binding['1.1']} and ${WSDL_NAMES.binding['1.2']}, with a request per operation.`,
      'Open a request (GetEmployee → Request 1) and replace the ? placeholders with values; leave an optional element out rather than empty.',
      'Authenticate: in the request\'s Headers tab add Authorization with the value Bearer and your token. Or sign with WS-Security: Project → WS-Security Configurations → Outgoing WS-Security Configurations, add one with a Username entry (your OAuth client id and its secret), and pick it in the request\'s Auth tab as Outgoing WSS. Password Type PasswordText sends the secret; PasswordDigest sends Base64(SHA-1(nonce + created + secret)) instead: tick Add Nonce and Add Created, which SoapUI makes fresh for every send.',
      'Add assertions: SOAP Response, Schema Compliance, Not SOAP Fault (or SOAP Fault for a refusal), and XPath Match on the values.',
    ],
  },
  {
    hook: 'client-postman',
    tool: 'Postman',
    steps: [
      `Import → Link, paste ${WSDL}: Postman makes a collection with a request per operation. Or build one: POST {origin}${SERVICE_PATH} with a raw XML body (a sample envelope below).`,
      `SOAP 1.1: the headers Content-Type: ${SOAP_MEDIA_TYPE['1.1']}; charset=utf-8 and SOAPAction: "${soapActionOf('GetEmployee')}". SOAP 1.2: Content-Type: ${SOAP_MEDIA_TYPE['1.2']}; charset=utf-8; action="${soapActionOf('GetEmployee')}".`,
      'Authorization tab: Bearer Token, your personal access token (or an OAuth 2.0 access token from the client credentials grant).',
      'Tests tab: check the status and read the XML with xml2Json, as below.',
    ],
    code: {
      label: 'Postman test script',
      text: [
        "pm.test('answers without a fault', () => pm.response.to.have.status(200));",
        'const envelope = xml2Json(pm.response.text());',
        "const body = envelope['soap:Envelope']['soap:Body'];",
        "pm.test('employee 1', () => pm.expect(body.GetEmployeeResponse.employee.id).to.eql('1'));",
      ].join('\n'),
    },
  },
  {
    hook: 'client-zeep',
    tool: 'Python zeep',
    steps: [
      'pip install zeep. zeep reads the WSDL and builds the calls; a fault is raised as zeep.exceptions.Fault with its code, message and detail.',
      `For SOAP 1.2, bind the other port: client.bind('${WSDL_NAMES.service}', '${WSDL_NAMES.port['1.2']}'). For WS-Security, pass wsse=UsernameToken(client_id, client_secret) instead of the header (PasswordText), or UsernameToken(client_id, client_secret, use_digest=True) for a PasswordDigest with a fresh Nonce and Created (from zeep.wsse.username import UsernameToken).`,
    ],
    code: {
      label: 'zeep',
      text: [
        'import requests',
        'from zeep import Client, Transport',
        'from zeep.exceptions import Fault',
        '',
        'session = requests.Session()',
        "session.headers['Authorization'] = f'Bearer {token}'",
        `client = Client('${WSDL}', transport=Transport(session=session))`,
        '',
        "page = client.service.ListEmployees(page=1, pageSize=5, department='Engineering')",
        'print(page.totalCount, [employee.lastName for employee in page.employee])',
        'try:',
        '    client.service.GetEmployee(id=999)',
        'except Fault as fault:',
        "    print(fault.code, fault.message, fault.detail.findtext('.//{*}code'))",
      ].join('\n'),
    },
  },
];
