// A two-column table of the task sheet: a code a learner's test may rely on (a data-test hook, an error
// code) and what it stands for.

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
      {/* Focusable, so a keyboard user can scroll the table sideways on a narrow screen. */}
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={`${label} table`}>
        <table className="w-full min-w-[28rem] text-left">
          <caption className="sr-only">{caption}</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1.5 pr-4 font-medium">
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
                <td className="py-1.5 pr-4">
                  <code className="text-ink">{row.code}</code>
                </td>
                <td className="py-1.5 text-slate-700">{row.meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
