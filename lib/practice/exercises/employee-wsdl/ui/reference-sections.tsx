import { DataTable } from '@/components/practice/data-table';
import { SectionCard } from '@/components/practice/section-card';
import { EMPLOYEE_LIMITS as L } from '../limits';
import { DEPARTMENTS } from '../messages';
import { SAMPLE_ENVELOPES, SOAP12_SAMPLE } from '../sample-envelopes';
import { seedEmployees } from '../seed-employees';
import { soapActionOf } from '../soap-names';
import { TASK_SHEET } from '../task-sheet-data';
import { CodeFigure } from './code-figure';
import { OPERATION_ROWS } from './operations';

// The reference parts of the Employee service page: operations, sample envelopes, limits, fault codes and the seed
// staff (docs/practice/employee-wsdl.md).

const code = (text: string) => <code className="text-ink">{text}</code>;

export function OperationsSection() {
  return (
    <SectionCard headingId="soap-operations-title" title="Operations" description="document/literal: one request element per operation, named after it, in the service's namespace." testId="soap-operations" size="roomy">
      <DataTable
        label="Operations"
        headings={['Operation', 'Takes', 'Answers']}
        rows={OPERATION_ROWS.map((row) => ({ key: row.operation, cells: [code(row.operation), row.takes, row.answers] }))}
      />
      <p className="mt-3 text-sm text-slate-700">
        department is one of {DEPARTMENTS.join(', ')}; hireDate is YYYY-MM-DD; salary has at most two decimals; active is true or false.
      </p>
    </SectionCard>
  );
}

export function SampleEnvelopesSection() {
  return (
    <SectionCard headingId="soap-samples-title" title="Sample envelopes" description="One SOAP 1.1 request per operation, ready to send with its SOAPAction and your token." testId="soap-samples" size="roomy">
      {SAMPLE_ENVELOPES.map((sample) => (
        <CodeFigure key={sample.operation} label={`${sample.operation} (SOAPAction "${sample.soapAction}")`} testId={`sample-envelope-${sample.operation}`} text={sample.xml} />
      ))}
      <CodeFigure label={`GetEmployee in SOAP 1.2 (Content-Type application/soap+xml; action="${soapActionOf('GetEmployee')}")`} testId="sample-envelope-soap12" text={SOAP12_SAMPLE} />
    </SectionCard>
  );
}

export function LimitsSection() {
  const limits = [
    `${L.employees} employees per learner, the 15 seed employees included: past it, EMPLOYEE_LIMIT_REACHED.`,
    `Bodies up to ${L.bodyBytes / 1024} KB (413 past it); at most ${L.elements} elements, nested at most ${L.depth} deep (XML_TOO_COMPLEX, before the XML is parsed); no DOCTYPE.`,
    `${L.failedCredentials} failed credentials (any 401) per address every ${L.failedCredentialsWindowSeconds / 60} minutes: past it, every request from that address is a 429 fault with RateLimit headers and Retry-After.`,
    `A page holds 1 to ${L.pageSize} employees (${L.defaultPageSize} when pageSize is left out); page runs to ${L.page}.`,
    `firstName and lastName up to ${L.firstName} characters, email ${L.email}, jobTitle ${L.jobTitle}, nameContains ${L.nameFilter}; hireDate from ${L.hireDateMin} to ${L.hireDateMax}; salary 0 to ${L.salaryMax}.`,
    'The practice APIs take 200 requests per learner every 10 seconds: past it, a fault with HTTP 429 and Retry-After.',
  ];
  return (
    <SectionCard headingId="soap-limits-title" title="Limits" description="Every list, text and body is bounded, as the XSD says." testId="soap-limits" size="roomy">
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {limits.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </SectionCard>
  );
}

export function FaultCodesSection() {
  return (
    <SectionCard
      headingId="soap-fault-codes-title"
      title="Fault codes"
      description="Every refusal is a SOAP fault; its detail/EmployeeFault/code (in SOAP 1.2 also its Subcode) is one of these."
      testId="soap-fault-codes"
      size="roomy"
    >
      <DataTable label="Fault codes" headings={['code', 'When']} rows={TASK_SHEET.errorCodes.map((row) => ({ key: row.code, cells: [code(row.code), row.when] }))} />
    </SectionCard>
  );
}

export function SeedEmployeesSection() {
  return (
    <SectionCard headingId="seed-employees-title" title="Seed employees" description="Your staff at the start and after every reset." testId="seed-employees" size="roomy">
      <DataTable
        label="Seed employees"
        headings={['id', 'Name', 'Department', 'E-mail', 'Active']}
        rows={seedEmployees().map((employee) => ({
          key: String(employee.id),
          cells: [String(employee.id), `${employee.firstName} ${employee.lastName}`, employee.department, code(employee.email), employee.active ? 'yes' : 'no'],
        }))}
      />
    </SectionCard>
  );
}
