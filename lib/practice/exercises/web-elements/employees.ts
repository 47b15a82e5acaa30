// The table's 45 employees (docs/practice/web-elements.md#table): a fixed list computed the same way on
// every load, so learners can assert exact rows, orders and page contents. Plain data for the browser.

export const DEPARTMENTS = ['Engineering', 'Quality', 'Design', 'Sales', 'Support'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export interface Employee {
  id: number;
  name: string;
  department: Department;
  role: string;
  /** Yearly salary in whole dollars. */
  salary: number;
  /** ISO date, YYYY-MM-DD. */
  startDate: string;
}

const NAMES = [
  'Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Linus Torvalds',
  'Margaret Hamilton', 'Dennis Ritchie', 'Barbara Liskov', 'Ken Thompson', 'Frances Allen',
  'Edsger Dijkstra', 'Radia Perlman', 'Donald Knuth', 'Hedy Lamarr', 'Tim Berners-Lee',
  'Annie Easley', 'John McCarthy', 'Karen Sparck Jones', 'Bjarne Stroustrup', 'Mary Kenneth Keller',
  'Guido van Rossum', 'Adele Goldberg', 'James Gosling', 'Jean Sammet', 'Niklaus Wirth',
  'Shafi Goldwasser', 'Leslie Lamport', 'Evelyn Boyd Granville', 'Vint Cerf', 'Sophie Wilson',
  'Yukihiro Matsumoto', 'Lynn Conway', 'Anders Hejlsberg', 'Carol Shaw', 'Brian Kernighan',
  'Joan Clarke', 'Robert Martin', 'Elizabeth Feinler', 'Kent Beck', 'Susan Kare',
  'Martin Fowler', 'Dorothy Vaughan', 'Ward Cunningham', 'Mary Jackson', 'Glenford Myers',
];

const ROLES: Record<Department, readonly string[]> = {
  Engineering: ['Software Engineer', 'Senior Engineer', 'Engineering Manager'],
  Quality: ['QA Engineer', 'Test Analyst', 'QA Lead'],
  Design: ['Product Designer', 'UX Researcher', 'Design Lead'],
  Sales: ['Account Executive', 'Sales Manager', 'Sales Analyst'],
  Support: ['Support Specialist', 'Support Lead', 'Technical Writer'],
};

function isoDate(daysAfter2015: number): string {
  return new Date(Date.UTC(2015, 0, 1) + daysAfter2015 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Salaries run from $49,000 to $140,000 in whole thousands, so five- and six-digit amounts mix (sorting them as
 * text would put $102,000 before $49,000); start dates spread over ten years.
 */
export const EMPLOYEES: readonly Employee[] = NAMES.map((name, index) => {
  const department = DEPARTMENTS[index % DEPARTMENTS.length];
  const roles = ROLES[department];
  return {
    id: index + 1,
    name,
    department,
    role: roles[Math.floor(index / DEPARTMENTS.length) % roles.length],
    salary: 48_000 + ((index * 37 + 11) % 95) * 1000,
    startDate: isoDate((index * 211 + 17) % 3650),
  };
});

export function formatSalary(salary: number): string {
  return `$${salary.toLocaleString('en-US')}`;
}
