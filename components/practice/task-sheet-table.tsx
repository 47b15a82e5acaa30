import { Fragment } from 'react';

// A two-column table of the task sheet: a code a learner's test may rely on (a data-test hook, an error
// code) and what it stands for. Fixed columns whose text wraps (a long hook breaks where it must), so the table is
// never wider than the sheet: a phone shows every word with no sideways scroll to find and nothing clipped.

/** A code with a line-break opportunity after each _ - . / so a long one wraps between its parts, not mid-word. */
function Breakable({ code }: { code: string }) {
  const parts = code.split(/(?<=[_\-./])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

interface TaskSheetTableProps {
  /** The section's heading, also its accessible name. */
  title: string;
  label: string;
  caption: string;
  codeHeading: string;
  meaningHeading: string;
  rows: readonly { code: string; meaning: string }[];
  testId: string;
}

export function TaskSheetTable({ title, label, caption, codeHeading, meaningHeading, rows, testId }: TaskSheetTableProps) {
  return (
    <section aria-label={label} data-test={testId}>
      <h3 className="font-semibold text-ink">{title}</h3>
      <table className="mt-2 w-full table-fixed text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="w-2/5 py-1.5 pr-3 font-medium sm:pr-4">
              {codeHeading}
            </th>
            <th scope="col" className="py-1.5 font-medium">
              {meaningHeading}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.code}>
              <td className="py-1.5 pr-3 align-top [overflow-wrap:anywhere] sm:pr-4">
                <code className="text-ink">
                  <Breakable code={row.code} />
                </code>
              </td>
              <td className="py-1.5 align-top text-slate-700 [overflow-wrap:anywhere]">{row.meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
