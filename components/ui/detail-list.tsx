import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label/value pairs (a <dl>) in a card, e.g. the signed-in user's name and e-mail. */
export function DetailList({ title, details }: { title: string; details: readonly Detail[] }) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 className="border-b border-slate-200 bg-slate-50 px-5 py-3 text-base font-semibold text-ink">{title}</h2>
      <dl className="divide-y divide-slate-200">
        {details.map((detail) => (
          <div key={detail.label} className="grid gap-1 px-5 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">{detail.label}</dt>
            <dd className="break-words text-sm text-ink sm:col-span-2">{detail.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
