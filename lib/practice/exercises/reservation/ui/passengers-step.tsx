'use client';

import { usePlanted } from '@/components/practice/practice-session';
import { useMemo } from 'react';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { noteDefectEvidence } from '@/components/practice/bug-hunt/defect-evidence';
import { Button } from '@/components/ui/button';
import { todayUtc } from '@/lib/practice/exercises/reservation/dates';
import { passengersFormSchemaFor, type PassengerForm } from '@/lib/practice/exercises/reservation/schemas';
import { Field, controlClass } from './field';
import { StepPanel } from './step-panel';

interface PassengersStepProps {
  values: PassengerForm[];
  focusOnOpen: boolean;
  /** Back keeps what was typed, checked or not. */
  onBack: (values: PassengerForm[]) => void;
  onContinue: (values: PassengerForm[]) => void;
}

const FIELDS = [
  { name: 'firstName', hook: 'first-name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', hook: 'last-name', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', hook: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'dateOfBirth', hook: 'birth-date', label: 'Date of birth', type: 'date', autoComplete: 'bday' },
  { name: 'passport', hook: 'passport', label: 'Passport number', type: 'text', autoComplete: 'off' },
] as const;

/** The clean rule, for telling when the planted one let a name through. */
const CLEAN_SCHEMA = passengersFormSchemaFor();

/** Step 4: one fieldset per passenger, checked by the same schema as POST bookings. */
export function PassengersStep({ values, focusOnOpen, onBack, onContinue }: PassengersStepProps) {
  // RES-03, when live, changes the name rule, on the form as on the server.
  const looseNames = usePlanted('passenger-names');
  const schema = useMemo(() => passengersFormSchemaFor({ looseNames }), [looseNames]);
  const { fieldProps, handleSubmit, getValues } = useSchemaForm(schema, { defaultValues: { passengers: values } });
  const today = todayUtc();

  function continueWith(passengers: PassengerForm[]) {
    // RES-03's evidence for the bug hunt (docs/architecture.md#bug-hunt): a name the real rule refuses got through.
    if (looseNames && !CLEAN_SCHEMA.safeParse({ passengers }).success) noteDefectEvidence('reservation', 'passenger-names');
    onContinue(passengers);
  }

  return (
    <StepPanel id="passengers" title="Passengers" focusOnOpen={focusOnOpen} onBack={() => onBack(getValues().passengers)}>
      <form noValidate aria-label="Passenger details" data-test="passengers-form" onSubmit={handleSubmit(() => continueWith(getValues().passengers))}>
        <div className="space-y-6">
          {values.map((_, index) => {
            const n = index + 1;
            return (
              <fieldset key={n} className="rounded-xl border border-slate-200 p-4" data-test={`passenger-${n}`}>
                <legend className="px-1 font-semibold text-ink">Passenger {n}</legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  {FIELDS.map((field) => {
                    const id = `passenger-${n}-${field.hook}`;
                    const { error, ...registered } = fieldProps(`passengers.${index}.${field.name}`);
                    return (
                      <Field key={field.name} id={id} label={field.label} error={error} hint={field.name === 'passport' ? '2 capital letters and 7 digits, e.g. AB1234567' : undefined}>
                        {(control) => (
                          <input
                            type={field.type}
                            autoComplete={field.autoComplete}
                            max={field.type === 'date' ? today : undefined}
                            {...control}
                            {...registered}
                            data-test={id}
                            className={controlClass}
                          />
                        )}
                      </Field>
                    );
                  })}
                </div>
              </fieldset>
            );
          })}
        </div>
        <Button type="submit" className="mt-6 w-full sm:w-auto" data-test="passengers-continue">
          Continue to seats
        </Button>
      </form>
    </StepPanel>
  );
}
