import 'server-only';
import { publicUrl } from '@/lib/public-url';
import { NS, OPERATIONS, SERVICE_NS, SERVICE_PATH, soapActionOf, WSDL_NAMES, type SoapVersion } from '../soap-names';
import { employeeSchema } from './xsd';
import { element, escapeXml, XML_DECLARATION } from './xml-write';
import { processSlot } from '../../../../cache/process-singleton';

// The service's WSDL 1.1 (docs/practice/employee-wsdl.md#the-wsdl), served at ?wsdl: the schema inlined, one
// portType, a SOAP 1.1 and a SOAP 1.2 binding (document/literal, the same actions), and a port for each. The
// address is the site's public one (lib/public-url.ts: PUBLIC_URL, as the Postman environment's), never a visitor's Host header. Built once
// per process: nothing in it changes while the server runs.

const w = (name: string, content: string, attributes: Record<string, string> = {}) => element(`wsdl:${name}`, content, attributes);
const docs = (text: string) => w('documentation', escapeXml(text));

const messages = OPERATIONS.flatMap((operation) => [
  w('message', w('part', '', { name: 'parameters', element: `tns:${operation}` }), { name: `${operation}Request` }),
  w('message', w('part', '', { name: 'parameters', element: `tns:${operation}Response` }), { name: `${operation}Response` }),
]).concat(w('message', w('part', '', { name: 'fault', element: 'tns:EmployeeFault' }), { name: 'EmployeeFault' }));

const portType = w(
  'portType',
  OPERATIONS.map((operation) =>
    w(
      'operation',
      w('input', '', { message: `tns:${operation}Request` }) +
        w('output', '', { message: `tns:${operation}Response` }) +
        w('fault', '', { name: 'EmployeeFault', message: 'tns:EmployeeFault' }),
      { name: operation },
    ),
  ).join(''),
  { name: WSDL_NAMES.portType },
);

/** A binding of the portType to one SOAP version: prefix soap (1.1) or soap12. */
function binding(version: SoapVersion): string {
  const p = version === '1.1' ? 'soap' : 'soap12';
  const literal = element(`${p}:body`, '', { use: 'literal' });
  const operations = OPERATIONS.map((operation) =>
    w(
      'operation',
      element(`${p}:operation`, '', { soapAction: soapActionOf(operation), style: 'document' }) +
        w('input', literal) +
        w('output', literal) +
        w('fault', element(`${p}:fault`, '', { name: 'EmployeeFault', use: 'literal' }), { name: 'EmployeeFault' }),
      { name: operation },
    ),
  ).join('');
  return w('binding', element(`${p}:binding`, '', { style: 'document', transport: NS.httpTransport }) + operations, {
    name: WSDL_NAMES.binding[version],
    type: `tns:${WSDL_NAMES.portType}`,
  });
}

function service(address: string): string {
  const port = (version: SoapVersion) =>
    w('port', element(`${version === '1.1' ? 'soap' : 'soap12'}:address`, '', { location: address }), {
      name: WSDL_NAMES.port[version],
      binding: `tns:${WSDL_NAMES.binding[version]}`,
    });
  return w(
    'service',
    docs('Your own staff list in the QA Academy practice lab. Authenticate with Authorization: Bearer <practice token>, or a WS-Security UsernameToken (PasswordText) holding your OAuth client id and secret.') +
      port('1.1') +
      port('1.2'),
    { name: WSDL_NAMES.service },
  );
}

export function buildEmployeeWsdl(address: string): string {
  const content = [
    docs('The Employee service of the QA Academy practice lab: SOAP 1.1 and 1.2, document/literal.'),
    w('types', employeeSchema()),
    ...messages,
    portType,
    binding('1.1'),
    binding('1.2'),
    service(address),
  ].join('');
  return (
    XML_DECLARATION +
    w('definitions', content, {
      name: WSDL_NAMES.service,
      targetNamespace: SERVICE_NS,
      'xmlns:wsdl': NS.wsdl,
      'xmlns:soap': NS.wsdlSoap11,
      'xmlns:soap12': NS.wsdlSoap12,
      'xmlns:xs': NS.xsd,
      'xmlns:tns': SERVICE_NS,
    })
  );
}

const memo = () => processSlot<{ appUrl: string; wsdl: string }>('employee-wsdl');

/** The WSDL this server serves, its address on the site's public URL. */
export function servedWsdl(): string {
  const appUrl = publicUrl();
  const built = memo();
  if (built.value?.appUrl !== appUrl) built.value = { appUrl, wsdl: buildEmployeeWsdl(`${appUrl}${SERVICE_PATH}`) };
  return built.value.wsdl;
}
