import { z } from 'zod';
import { hasSingleLineControlChars } from '@/lib/validation/text';
import { EMPLOYEE_LIMITS as L } from './limits';
import { DEPARTMENTS, EMPLOYEE_WSDL_MSG as MSG } from './messages';

// The Employee service's data rules (docs/practice/employee-wsdl.md#employees), one schema per rule. A request's
// elements arrive as text (./server/payload.ts reads them in the schema's order); these schemas read each text as
// its XSD type would (xs:int, xs:boolean, xs:decimal, xs:date) and check it against the same limits the WSDL's
// XSD states (./server/xsd.ts), so the WSDL, the faults and the page say the same thing.

/** One line of text, trimmed: no control characters, within its bounds. */
function lineText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, message)
    .refine((value) => !hasSingleLineControlChars(value), message);
}

/** An xs:int's text (sign and leading zeros allowed) as a whole number within bounds. */
function intText(min: number, max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^[+-]?\d{1,12}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

/** xs:boolean: true, false, 1 or 0. */
export function booleanText(field: string) {
  return z
    .string({ error: MSG.boolean(field) })
    .trim()
    .refine((value) => ['true', 'false', '1', '0'].includes(value), MSG.boolean(field))
    .transform((value) => value === 'true' || value === '1');
}

const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** xs:date as YYYY-MM-DD (no time zone), a real calendar day within the limits. */
function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

export const EmployeeIdText = intText(1, L.idMax, MSG.id);
export const DepartmentText = z.enum(DEPARTMENTS, { error: MSG.department });

export const EmployeeDataShape = {
  firstName: lineText(L.firstName, MSG.firstName),
  lastName: lineText(L.lastName, MSG.lastName),
  email: z.string({ error: MSG.email }).trim().max(L.email, MSG.email).pipe(z.email(MSG.email)),
  department: DepartmentText,
  jobTitle: lineText(L.jobTitle, MSG.jobTitle),
  hireDate: z
    .string({ error: MSG.hireDate })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, MSG.hireDate)
    .refine((value) => isCalendarDay(value) && value >= L.hireDateMin && value <= L.hireDateMax, MSG.hireDate),
  salary: z
    .string({ error: MSG.salary })
    .trim()
    .regex(/^\+?(\d{1,9}(\.\d*)?|\.\d+)$/, MSG.salary)
    .transform(Number)
    .pipe(z.number().min(0, MSG.salary).max(L.salaryMax, MSG.salary).refine(twoDecimals, MSG.salary)),
  active: booleanText('active'),
};

/** The fields a client writes (AddEmployee, UpdateEmployee), in the XSD's sequence order. */
export const EmployeeDataSchema = z.object(EmployeeDataShape);
export type EmployeeData = z.output<typeof EmployeeDataSchema>;

/** The element order of EmployeeData and Employee (after id): the XSD's xs:sequence. */
export const EMPLOYEE_FIELDS = Object.keys(EmployeeDataShape) as (keyof EmployeeData)[];

/** An employee as stored and answered. */
export const EmployeeSchema = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  department: z.enum(DEPARTMENTS),
  jobTitle: z.string(),
  hireDate: z.string(),
  salary: z.number(),
  active: z.boolean(),
});
export type Employee = z.output<typeof EmployeeSchema>;

/** Each operation's request, as its elements' texts are read. */
export const REQUEST_SCHEMAS = {
  ListEmployees: z.object({
    page: intText(1, L.page, MSG.page).optional(),
    pageSize: intText(1, L.pageSize, MSG.pageSize).optional(),
    department: DepartmentText.optional(),
    nameContains: lineText(L.nameFilter, MSG.nameContains).optional(),
    active: booleanText('active').optional(),
  }),
  GetEmployee: z.object({ id: EmployeeIdText }),
  AddEmployee: z.object({ employee: EmployeeDataSchema }),
  UpdateEmployee: z.object({ id: EmployeeIdText, employee: EmployeeDataSchema }),
  DeleteEmployee: z.object({ id: EmployeeIdText }),
};

export type RequestOf<O extends keyof typeof REQUEST_SCHEMAS> = z.output<(typeof REQUEST_SCHEMAS)[O]>;
