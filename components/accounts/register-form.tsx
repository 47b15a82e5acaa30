'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { FieldPath, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { registerFormSchema } from '@/lib/validation/account';
import { postJson, replySucceeded } from '@/lib/client/post-json';
import { PasswordInput } from '@/components/ui/password-input';
import { TextField } from '@/components/ui/text-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { rememberEmail } from '@/components/auth/identity-store';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Spinner } from './spinner';
import { primaryButton, textButton, textLink } from './styles';
import { useApiRead, type ReadState } from '@/components/data/use-api-read';
import { COURSES_FAILED_MESSAGE, parseCourseOptions, type CourseOption } from './course-options';
import { ENROLMENT_MSG, MSG } from '@/lib/messages';
import type { EnrolBatch } from '@/lib/enrolments/types';
import { BatchSummary } from '@/components/enrolment/batch-summary';

type RegisterInput = z.input<typeof registerFormSchema>;
type RegisterValues = z.output<typeof registerFormSchema>;

// Server field names → the form field that shows the message (the server knows only `username`).
const SERVER_FIELDS: Record<string, FieldPath<RegisterInput>> = {
  username: 'firstName',
  email: 'email',
  phone: 'phone',
  password: 'password',
  selectedCourses: 'selectedCourses',
};

const DEFAULTS: RegisterInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  selectedCourses: [],
  password: '',
  retypePassword: '',
  privacy: false,
};

/**
 * Register (docs/product.md#registration). The wait overlay covers the whole card: it is positioned against the page's
 * `relative` wrapper and reaches out over the card's padding (p-6, sm:p-8 in app/(auth)/layout.tsx).
 */
export function RegisterForm({ batch = null, batchMissing = false }: { batch?: EnrolBatch | null; batchMissing?: boolean }) {
  const router = useRouter();
  const { state: courses, retry } = useApiRead<CourseOption[]>('/api/courses', {
    parse: parseCourseOptions,
    messages: { failed: COURSES_FAILED_MESSAGE, noData: COURSES_FAILED_MESSAGE },
  });
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    fieldProps,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(registerFormSchema, {
    // A batch chosen on the home page ticks its course (docs/product.md#registration).
    defaultValues: batch ? { ...DEFAULTS, selectedCourses: [String(batch.courseId)] } : DEFAULTS,
  });
  // A public form: a 401 is a refusal like any other.
  const { notice, send } = useFormSubmit({ setError, fields: SERVER_FIELDS });
  const busy = isSubmitting || redirecting;

  async function onSubmit(values: RegisterValues) {
    const request = postJson('/api/auth/register', {
      username: `${values.firstName} ${values.lastName}`.trim(),
      email: values.email,
      phone: values.phone,
      password: values.password,
      selectedCourses: values.selectedCourses,
      ...(batch ? { scheduleId: batch.scheduleId } : {}),
    });
    const reply = await send(request, MSG.registrationFailed, { accepted: replySucceeded });
    if (!reply) return;
    rememberEmail(values.email);
    setRedirecting(true);
    router.push('/verifyEmail');
  }

  const coursesError = errors.selectedCourses?.message;

  return (
    <>
      <div
        role="status"
        aria-live="polite"
        data-test="register-overlay"
        className={
          busy
            ? 'absolute -inset-6 z-20 flex justify-center rounded-2xl bg-white/90 text-center backdrop-blur-sm sm:-inset-8'
            : 'sr-only'
        }
      >
        {busy ? (
          // Sticky, so the message stays in view on a long card scrolled to its Register button.
          <div className="sticky top-[40vh] mt-[30vh] flex h-fit flex-col items-center gap-3 px-4">
            <Spinner className="h-8 w-8" />
            <p className="text-lg font-semibold text-slate-800">Please wait a minute...</p>
          </div>
        ) : null}
      </div>

      <form
        onSubmit={handleSubmit(onSubmit)}
        noValidate
        aria-label="Register"
        aria-busy={busy}
        className="space-y-5"
      >
        <NoticeBanner notice={notice} />
        {batch ? <BatchSummary batch={batch} title="You are enrolling in this batch" testId="register-batch" /> : null}
        {batchMissing ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-test="register-batch-missing">
            {ENROLMENT_MSG.batchNotFound}
          </p>
        ) : null}

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="given-name" data-test="register-first-name" {...fieldProps('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" data-test="register-last-name" {...fieldProps('lastName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" data-test="register-email" {...fieldProps('email')} />
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          data-test="register-phone"
          {...fieldProps('phone')}
        />

        <fieldset
          aria-describedby={coursesError ? 'selectedCourses-error' : 'selectedCourses-hint'}
          aria-invalid={coursesError ? true : undefined}
          data-test="register-courses"
        >
          <legend className="mb-1 text-sm font-medium text-slate-700">Course</legend>
          <p id="selectedCourses-hint" className="mb-2 text-sm text-slate-500">
            Choose the courses you want to take.
          </p>
          <CourseChoices state={courses} onRetry={retry} register={register} />
          {coursesError ? (
            <p id="selectedCourses-error" role="alert" className="mt-1 text-sm text-red-700">
              {coursesError}
            </p>
          ) : null}
        </fieldset>

        <PasswordInput
          label="Password"
          autoComplete="new-password"
          data-test="register-password"
          {...fieldProps('password', { deps: ['retypePassword'] })}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          data-test="register-retype-password"
          {...fieldProps('retypePassword')}
        />

        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            data-test="register-privacy"
            className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
            {...register('privacy')}
          />
          <span>I agree to the Privacy Policy.</span>
        </label>

        <button type="submit" disabled={busy} data-test="register-submit" className={primaryButton}>
          Register
        </button>

        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <Link href="/contact" className={textLink} data-test="register-contact-link">
            Don&apos;t have ID?
          </Link>
          <Link href="/login" className={textLink} data-test="register-login-link">
            Have an Account !
          </Link>
        </div>
      </form>
    </>
  );
}

function CourseChoices({
  state,
  onRetry,
  register,
}: {
  state: ReadState<CourseOption[]>;
  onRetry: () => void;
  register: UseFormRegister<RegisterInput>;
}) {
  if (state.phase === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600" data-test="register-courses-loading">
        <Spinner className="h-4 w-4" />
        Loading courses…
      </p>
    );
  }
  if (state.phase === 'failed') {
    return (
      <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-test="register-courses-error">
        <p>{state.message}</p>
        <button type="button" onClick={onRetry} className={`mt-1 ${textButton}`} data-test="register-courses-retry">
          Try again
        </button>
      </div>
    );
  }
  if (state.data.length === 0) {
    return <p className="text-sm text-slate-600">No courses are open for registration right now.</p>;
  }
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {state.data.map((course) => (
        <label
          key={course.id}
          className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:border-brand-500 has-checked:border-brand-500 has-checked:bg-brand-50"
        >
          <input
            type="checkbox"
            value={String(course.id)}
            data-test={`register-course-${course.id}`}
            className="h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
            {...register('selectedCourses')}
          />
          <span>{course.name}</span>
        </label>
      ))}
    </div>
  );
}
