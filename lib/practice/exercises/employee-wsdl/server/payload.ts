import 'server-only';
import { z } from 'zod';
import { fieldErrors } from '@/lib/api/zod-errors';
import { REQUEST_SCHEMAS, type RequestOf } from '../employee-schemas';
import { EMPLOYEE_WSDL_MSG as MSG } from '../messages';
import { NS, SERVICE_NS, type Operation } from '../soap-names';
import { senderFault } from './fault';
import { attributeOf, type XmlElement } from './xml-tree';

// An operation's request element, read strictly against its schema (docs/practice/employee-wsdl.md#what-the-service-checks):
// the XSD's xs:sequence is the zod object's key order (../employee-schemas.ts), so every child must be in the
// service's namespace, known, given once and in that order, and hold text (a leaf) or elements (employee); a
// required one must be there. The texts are then read by the zod schema (numbers, booleans, dates, bounds). Every
// mistake found is named in one VALIDATION_FAILED fault, a fieldError per element.

type Shape = Record<string, z.ZodType>;
type Errors = Record<string, string>;

const inner = (schema: z.ZodType): z.ZodType => (schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema);
const pathOf = (parent: string, name: string) => (parent ? `${parent}.${name}` : name);

function isNil(element: XmlElement): boolean {
  const nil = attributeOf(element, NS.xsi, 'nil');
  return nil !== undefined && ['true', '1'].includes(nil.trim());
}

function readLeaf(element: XmlElement, path: string, errors: Errors): string | undefined {
  if (isNil(element)) errors[path] = MSG.nil(element.local);
  else if (element.children.length > 0) errors[path] = MSG.notText(element.local);
  else return element.text;
  return undefined;
}

function readObject(element: XmlElement, shape: Shape, path: string, errors: Errors): Record<string, unknown> {
  const order = Object.keys(shape);
  const value: Record<string, unknown> = {};
  if (element.text !== '') errors[path || element.local] = MSG.notElements(element.local);
  let position = -1;
  for (const child of element.children) {
    const key = pathOf(path, child.local);
    const index = order.indexOf(child.local);
    if (child.ns !== SERVICE_NS) errors[key] ??= MSG.wrongNamespace(child.name);
    else if (index < 0) errors[key] ??= MSG.unknownElement(child.local, element.local);
    else if (child.local in value || errors[key]) errors[key] ??= MSG.repeated(child.local);
    else if (index < position) errors[key] = MSG.outOfOrder(child.local, order);
    else {
      position = index;
      const schema = inner(shape[child.local]);
      value[child.local] = schema instanceof z.ZodObject ? readObject(child, schema.shape as Shape, key, errors) : readLeaf(child, key, errors);
    }
  }
  for (const name of order) {
    const key = pathOf(path, name);
    if (!(shape[name] instanceof z.ZodOptional) && !(name in value) && !errors[key]) errors[key] = MSG.required(name);
  }
  return value;
}

export function readRequest<O extends Operation>(operation: O, element: XmlElement): RequestOf<O> {
  const schema = REQUEST_SCHEMAS[operation];
  const errors: Errors = {};
  const value = readObject(element, schema.shape as Shape, '', errors);
  const parsed = schema.safeParse(value);
  if (!parsed.success) for (const [key, message] of Object.entries(fieldErrors(parsed.error))) errors[key] ??= message;
  const first = Object.values(errors)[0];
  if (first !== undefined) throw senderFault(MSG.validationFailed(first), 'VALIDATION_FAILED', errors);
  return parsed.data as RequestOf<O>;
}
