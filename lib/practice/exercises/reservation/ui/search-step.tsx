'use client';

import { useEffect, useMemo } from 'react';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Button } from '@/components/ui/button';
import { CITIES } from '@/lib/practice/exercises/reservation/cities';
import type { TravelRange } from '@/lib/practice/exercises/reservation/dates';
import { MAX_PASSENGERS, searchSchemaFor, type Search, type SearchForm } from '@/lib/practice/exercises/reservation/schemas';
import { Field, controlClass } from './field';
import { StepPanel } from './step-panel';

interface SearchStepProps {
  range: TravelRange;
  values: SearchForm;
  serverErrors: Record<string, string> | null;
  focusOnOpen: boolean;
  onSearch: (form: SearchForm, search: Search) => void;
}

const FIELDS = ['from', 'to', 'date', 'passengers'] as const;

/** Step 1: where, when and how many. The form checks the same rules (and date range) as the API. */
export function SearchStep({ range, values, serverErrors, focusOnOpen, onSearch }: SearchStepProps) {
  const schema = useMemo(() => searchSchemaFor(range), [range]);
  const { fieldProps, handleSubmit, getValues, setError } = useSchemaForm(schema, { defaultValues: values });

  useEffect(() => {
    for (const field of FIELDS) {
      const message = serverErrors?.[field];
      if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
    }
  }, [serverErrors, setError]);

  const { error: fromError, ...from } = fieldProps('from');
  const { error: toError, ...to } = fieldProps('to');
  const { error: dateError, ...date } = fieldProps('date');
  const { error: passengersError, ...passengers } = fieldProps('passengers');

  return (
    <StepPanel id="search" title="Search flights" focusOnOpen={focusOnOpen}>
      <form noValidate aria-label="Flight search" data-test="search-form" onSubmit={handleSubmit((search) => onSearch(getValues(), search))}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="search-from" label="From" error={fromError}>
            {(control) => (
              <select {...control} {...from} data-test="search-from" className={controlClass}>
                <CityOptions />
              </select>
            )}
          </Field>
          <Field id="search-to" label="To" error={toError}>
            {(control) => (
              <select {...control} {...to} data-test="search-to" className={controlClass}>
                <CityOptions />
              </select>
            )}
          </Field>
          <Field
            id="search-date"
            label="Travel date"
            error={dateError}
            hint={`Dates from ${range.min} to ${range.max} (the server's calendar, UTC).`}
            hintTestId="search-date-range"
          >
            {(control) => <input type="date" min={range.min} max={range.max} {...control} {...date} data-test="search-date" className={controlClass} />}
          </Field>
          <Field id="search-passengers" label="Passengers" error={passengersError}>
            {(control) => (
              <select {...control} {...passengers} data-test="search-passengers" className={controlClass}>
                {Array.from({ length: MAX_PASSENGERS }, (_, index) => (
                  <option key={index + 1} value={String(index + 1)}>
                    {index + 1}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Button type="submit" className="mt-6 w-full sm:w-auto" data-test="search-submit">
          Search flights
        </Button>
      </form>
    </StepPanel>
  );
}

/** The choices of the From and To selects: a prompt, then every city with its code. */
function CityOptions() {
  return (
    <>
      <option value="">Select a city</option>
      {CITIES.map((city) => (
        <option key={city.code} value={city.code}>
          {city.name} ({city.code})
        </option>
      ))}
    </>
  );
}
