import type { Requirement } from '@/lib/progress/course-progress';
import { requirementLabel, requirementLeft } from './requirement-text';

/** One requirement of a certificate rule as a list item: met or not, what it asks, and what is left. */
export function RequirementItem({ item, testId }: { item: Requirement; testId: string }) {
  return (
    <li className="flex flex-wrap justify-between gap-2" data-test={testId} data-met={item.met}>
      <span className="text-slate-800">
        <span aria-hidden="true" className={item.met ? 'text-emerald-700' : 'text-slate-400'}>
          {item.met ? '✔ ' : '○ '}
        </span>
        {requirementLabel(item)}
      </span>
      <span className={item.met ? 'font-semibold text-emerald-800' : 'text-slate-700'}>{requirementLeft(item)}</span>
    </li>
  );
}
