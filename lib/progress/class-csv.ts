import 'server-only';
import { stringify } from 'csv-stringify/sync';
import type { LearnerProgressRow } from './class-table';

// The trainer's table as CSV (docs/product.md#trainers-view), written by csv-stringify. Course names are typed by
// admins and names by anyone, so a cell starting with =, +, -, @, a tab or a carriage return is prefixed with a
// quote (escape_formulas): a spreadsheet shows it as text instead of running it as a formula.

const COLUMNS = [
  'Learner',
  'E-mail',
  'Student ID',
  'Course',
  'Course progress (%)',
  'Topics done',
  'Topics in course',
  'Videos watched (%)',
  'Exercises completed',
  'Defects found',
  'Challenges met',
  'Certificate',
  'Certificate code',
  'Last active (UTC)',
];

export function classProgressCsv(courseName: string, rows: readonly LearnerProgressRow[]): string {
  const records = rows.map((row) => [
    row.name,
    row.email,
    row.studentId ?? '',
    courseName,
    row.progress,
    row.topicsDone,
    row.topicsTotal,
    row.videos ?? 'n/a',
    row.exercises,
    row.defects,
    row.challenges,
    row.certificate ? `${row.certificate.status} ${row.certificate.issuedAt.slice(0, 10)}` : 'none',
    row.certificate?.code ?? '',
    row.lastActive ?? '',
  ]);
  // The byte order mark tells spreadsheet programs the file is UTF-8.
  return `\ufeff${stringify(records, { header: true, columns: COLUMNS, escape_formulas: true, record_delimiter: 'windows' })}`;
}
