import { STEPS, stepNumber, type StepId } from './steps';

/** Where the learner is in the flow: the current step has aria-current="step"; earlier ones show a tick. */
export function StepIndicator({ current }: { current: StepId }) {
  const currentNumber = stepNumber(current);
  return (
    <nav aria-label="Booking steps" data-test="booking-steps">
      <ol className="flex flex-wrap gap-2">
        {STEPS.map((step, index) => {
          const number = index + 1;
          const isCurrent = step.id === current;
          const done = number < currentNumber;
          return (
            <li
              key={step.id}
              aria-current={isCurrent ? 'step' : undefined}
              data-test={`step-${step.id}`}
              className={`flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-sm ${
                isCurrent ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800' : done ? 'border-slate-200 text-slate-700' : 'border-slate-200 text-slate-600'
              }`}
            >
              <span
                aria-hidden="true"
                className={`grid size-5 place-items-center rounded-full text-xs font-semibold ${isCurrent ? 'bg-brand-600 text-white' : done ? 'bg-green-700 text-white' : 'bg-slate-200 text-slate-700'}`}
              >
                {done ? '✓' : number}
              </span>
              {step.label}
              {done ? <span className="sr-only"> (done)</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
