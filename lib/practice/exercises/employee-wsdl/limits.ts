// The Employee service's bounds (docs/practice/employee-wsdl.md#limits): learners fuzz it, so every list, text and
// body has a stated ceiling, answered with a SOAP fault past it. Plain data: the schemas, the WSDL's XSD, the
// handlers, the task sheet and the page all read these numbers.
export const EMPLOYEE_LIMITS = {
  /** Employees one learner may keep (the seed employees count). */
  employees: 100,
  /** The largest request body. */
  bodyBytes: 64 * 1024,
  /** How deep elements may nest in a request (Envelope, Header, Security, UsernameToken, Username is 5). */
  depth: 10,
  /** A page's size: pageSize runs from 1 to this. */
  pageSize: 50,
  /** A page's size when pageSize is left out. */
  defaultPageSize: 10,
  /** The largest page number. */
  page: 10_000,
  /** The longest nameContains filter. */
  nameFilter: 50,
  firstName: 50,
  lastName: 50,
  email: 100,
  jobTitle: 100,
  salaryMax: 1_000_000,
  /** The earliest and latest hireDate. */
  hireDateMin: '1970-01-01',
  hireDateMax: '2100-12-31',
  /** The largest id an xs:int holds. */
  idMax: 2_147_483_647,
} as const;
