import Link from 'next/link';

// One dashboard tile: the whole tile is the link to the list the figure counts (the link's box is stretched over it).

interface FigureTileProps {
  label: string;
  value: number;
  hint: string;
  href: string;
  testId: string;
}

export function FigureTile({ label, value, hint, href, testId }: FigureTileProps) {
  return (
    <div className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-brand-500">
      <dt className="text-sm font-medium text-slate-600">
        <Link href={href} className="after:absolute after:inset-0 focus:outline-none" data-test={`${testId}-link`}>
          {label}
        </Link>
      </dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums text-ink" data-test={testId}>
        {value}
      </dd>
      <dd className="mt-1 text-xs text-slate-500">{hint}</dd>
    </div>
  );
}
