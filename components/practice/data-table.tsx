import type { ReactNode } from 'react';

// A plain table of the API page: a caption for screen readers, column headings, and rows of cells. It scrolls
// sideways on a narrow screen, and is focusable so a keyboard user can scroll it too. Its scrolling region is named
// "<label> table", apart from the section around it, which bears the label itself (axe: landmark-unique).

interface DataTableProps {
  label: string;
  headings: readonly string[];
  rows: readonly { key: string; id?: string; cells: readonly ReactNode[] }[];
}

export function DataTable({ label, headings, rows }: DataTableProps) {
  return (
    <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={`${label} table`}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="text-slate-600">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="py-1.5 pr-4 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {rows.map((row) => (
            <tr key={row.key} id={row.id}>
              {row.cells.map((cell, index) => (
                <td key={index} className="py-1.5 pr-4 text-slate-700">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
