import 'server-only';
import { EMPLOYEE_FIELDS, type Employee } from '../employee-schemas';
import { NS, SERVICE_NS, type Operation, type SoapVersion } from '../soap-names';
import { element, leaf, XML_DECLARATION } from './xml-write';

// The service's replies (docs/practice/employee-wsdl.md#operations): the response element of the operation in the
// service's namespace (declared as the default namespace, so its children are qualified as the XSD's
// elementFormDefault asks), inside the envelope of the request's version.

/** The order the XSD's Employee type gives its elements. */
export const EMPLOYEE_ORDER: readonly (keyof Employee)[] = ['id', ...EMPLOYEE_FIELDS];

/** One employee's elements, in `order`. */
export function employeeXml(employee: Employee, order: readonly (keyof Employee)[] = EMPLOYEE_ORDER): string {
  return element('employee', order.map((field) => leaf(field, employee[field])).join(''));
}

/** The operation's response element: `<{operation}Response xmlns="{namespace}">content</…>`. */
export function responseXml(operation: Operation, content: string, namespace: string = SERVICE_NS): string {
  return element(`${operation}Response`, content, { xmlns: namespace });
}

const ENVELOPE_NS: Record<SoapVersion, string> = { '1.1': NS.soap11, '1.2': NS.soap12 };

/** A reply's whole envelope around the Body's content. */
export function envelopeXml(version: SoapVersion, bodyContent: string): string {
  const prefix = version === '1.1' ? 'soap' : 'env';
  return XML_DECLARATION + element(`${prefix}:Envelope`, element(`${prefix}:Body`, bodyContent), { [`xmlns:${prefix}`]: ENVELOPE_NS[version] });
}
