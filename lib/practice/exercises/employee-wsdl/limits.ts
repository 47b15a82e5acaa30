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
  /**
   * The most elements a request may hold, counted by a cheap scan before the XML is parsed (./server/xml-bounds.ts):
   * the largest message (an AddEmployee signed with a UsernameToken) has about 25, so a flood of sibling elements
   * is refused before the full parse would build a node for each.
   */
  elements: 200,
  /** Wrong or missing credentials one address may send per window before its requests are refused with 429. */
  failedCredentials: 150,
  failedCredentialsWindowSeconds: 10 * 60,
  /** How far a UsernameToken's wsu:Created may lie in the past (and, for clock skew, in the future): seconds. */
  createdWindowSeconds: 5 * 60,
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
