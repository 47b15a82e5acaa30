import 'server-only';
import { EMPLOYEE_FIELDS, REQUEST_SCHEMAS, type EmployeeData } from '../employee-schemas';
import { EMPLOYEE_LIMITS as L } from '../limits';
import { DEPARTMENTS } from '../messages';
import { NS, SERVICE_NS } from '../soap-names';
import { element } from './xml-write';

// The service's XML Schema, inlined in the WSDL's types (docs/practice/employee-wsdl.md#the-wsdl). Written from the
// same limits and field lists the server checks with (../employee-schemas.ts), so the sequence orders and facets a
// client's tool reads here are the ones its requests are held to. document/literal wrapped: one element per
// request and per response, named after the operation.

const xs = (name: string, content: string, attributes: Record<string, string> = {}) => element(`xs:${name}`, content, attributes);

function simpleType(name: string, base: string, facets: Record<string, string | number | readonly string[]>): string {
  const restriction = Object.entries(facets)
    .flatMap(([facet, value]) => (Array.isArray(value) ? value.map((item) => xs(facet, '', { value: item })) : [xs(facet, '', { value: String(value) })]))
    .join('');
  return xs('simpleType', xs('restriction', restriction, { base }), { name });
}

const SIMPLE_TYPES = [
  simpleType('EmployeeId', 'xs:int', { minInclusive: 1 }),
  simpleType('PersonName', 'xs:string', { minLength: 1, maxLength: L.firstName }),
  simpleType('Email', 'xs:string', { maxLength: L.email, pattern: '[^@\\s]+@[^@\\s]+\\.[^@\\s]+' }),
  simpleType('Department', 'xs:string', { enumeration: DEPARTMENTS }),
  simpleType('JobTitle', 'xs:string', { minLength: 1, maxLength: L.jobTitle }),
  simpleType('HireDate', 'xs:date', { pattern: '\\d{4}-\\d{2}-\\d{2}', minInclusive: L.hireDateMin, maxInclusive: L.hireDateMax }),
  simpleType('Salary', 'xs:decimal', { minInclusive: 0, maxInclusive: L.salaryMax, fractionDigits: 2 }),
  simpleType('Page', 'xs:int', { minInclusive: 1, maxInclusive: L.page }),
  simpleType('PageSize', 'xs:int', { minInclusive: 1, maxInclusive: L.pageSize }),
  simpleType('NameFilter', 'xs:string', { minLength: 1, maxLength: L.nameFilter }),
];

const FIELD_TYPES: Record<keyof EmployeeData, string> = {
  firstName: 'tns:PersonName',
  lastName: 'tns:PersonName',
  email: 'tns:Email',
  department: 'tns:Department',
  jobTitle: 'tns:JobTitle',
  hireDate: 'tns:HireDate',
  salary: 'tns:Salary',
  active: 'xs:boolean',
};

const LIST_FILTER_TYPES: Record<keyof (typeof REQUEST_SCHEMAS)['ListEmployees']['shape'], string> = {
  page: 'tns:Page',
  pageSize: 'tns:PageSize',
  department: 'tns:Department',
  nameContains: 'tns:NameFilter',
  active: 'xs:boolean',
};

const el = (name: string, type: string, occurs: Record<string, string> = {}) => xs('element', '', { name, type, ...occurs });
const sequence = (...elements: string[]) => xs('sequence', elements.join(''));
const wrapper = (name: string, ...elements: string[]) => xs('element', xs('complexType', sequence(...elements)), { name });
const documented = (text: string) => xs('annotation', xs('documentation', text));

const employeeFields = EMPLOYEE_FIELDS.map((field) => el(field, FIELD_TYPES[field]));

const COMPLEX_TYPES = [
  xs('complexType', documented('The fields a client writes, in this order.') + sequence(...employeeFields), { name: 'EmployeeData' }),
  xs('complexType', documented('An employee as the service answers it.') + sequence(el('id', 'tns:EmployeeId'), ...employeeFields), { name: 'Employee' }),
];

const listFilters = Object.entries(LIST_FILTER_TYPES).map(([name, type]) => el(name, type, { minOccurs: '0' }));

const ELEMENTS = [
  wrapper('ListEmployees', ...listFilters),
  wrapper(
    'ListEmployeesResponse',
    el('page', 'tns:Page'),
    el('pageSize', 'tns:PageSize'),
    el('totalCount', 'xs:int'),
    el('totalPages', 'xs:int'),
    el('employee', 'tns:Employee', { minOccurs: '0', maxOccurs: 'unbounded' }),
  ),
  wrapper('GetEmployee', el('id', 'tns:EmployeeId')),
  wrapper('GetEmployeeResponse', el('employee', 'tns:Employee')),
  wrapper('AddEmployee', el('employee', 'tns:EmployeeData')),
  wrapper('AddEmployeeResponse', el('employee', 'tns:Employee')),
  wrapper('UpdateEmployee', el('id', 'tns:EmployeeId'), el('employee', 'tns:EmployeeData')),
  wrapper('UpdateEmployeeResponse', el('employee', 'tns:Employee')),
  wrapper('DeleteEmployee', el('id', 'tns:EmployeeId')),
  wrapper('DeleteEmployeeResponse', el('deletedId', 'tns:EmployeeId')),
  xs(
    'element',
    documented('What every fault carries in its detail: the stable code, and one fieldError per wrong element.') +
      xs(
        'complexType',
        sequence(
          el('code', 'xs:string'),
          xs('element', xs('complexType', xs('simpleContent', xs('extension', xs('attribute', '', { name: 'field', type: 'xs:string', use: 'required' }), { base: 'xs:string' }))), {
            name: 'fieldError',
            minOccurs: '0',
            maxOccurs: 'unbounded',
          }),
        ),
      ),
    { name: 'EmployeeFault' },
  ),
];

/** The xs:schema element, for the WSDL's types. */
export function employeeSchema(): string {
  return xs('schema', [...SIMPLE_TYPES, ...COMPLEX_TYPES, ...ELEMENTS].join(''), {
    'xmlns:xs': NS.xsd,
    'xmlns:tns': SERVICE_NS,
    targetNamespace: SERVICE_NS,
    elementFormDefault: 'qualified',
  });
}
