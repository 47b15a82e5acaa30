'use client';

import { SectionCard } from '@/components/practice/section-card';
import { CLIENT_CALLS } from '../client-calls';
import { CodeFigure } from './code-figure';
import { useSiteOrigin } from './site-origin';

// SoapUI, Postman and Python's zeep, one after another (docs/practice/employee-wsdl.md#calls-from-your-tools), with
// this site's address filled in.

export function ClientCalls() {
  const origin = useSiteOrigin();
  const filled = (text: string) => text.replaceAll('{origin}', origin);
  return (
    <SectionCard headingId="client-calls-title" title="Calls from your tools" description="SoapUI, Postman and Python's zeep, from the WSDL." testId="client-calls" size="roomy">
      <div className="mt-3 grid gap-5">
        {CLIENT_CALLS.map((call) => (
          <section key={call.hook} aria-labelledby={`${call.hook}-title`} data-test={call.hook} className="min-w-0">
            <h3 id={`${call.hook}-title`} className="text-lg font-semibold text-ink">
              {call.tool}
            </h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm break-words text-slate-700">
              {call.steps.map((step) => (
                <li key={step}>{filled(step)}</li>
              ))}
            </ol>
            {call.code && <CodeFigure label={call.code.label} testId={`${call.hook}-code`} text={filled(call.code.text)} />}
          </section>
        ))}
      </div>
    </SectionCard>
  );
}
