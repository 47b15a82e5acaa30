'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { TextField } from '@/components/ui/text-field';
import { useInteractive } from '@/components/ui/use-interactive';
import { requestJson } from '@/lib/client/post-json';
import type { CourseRuleView } from '@/lib/certificates/rules';
import { CERTIFICATE_MSG } from '@/lib/messages';
import { certificateRuleSchema, isSelfAttestedOnly, type CertificateRule, type CertificateRuleInput } from '@/lib/validation/certificates';

// Each requirement names what it counts and how the server knows it (docs/product.md#certificates); the certificate
// says the same of each.
const COUNTS = [
  { name: 'videoPercent', label: "Videos watched (%), by the server's playback clock" },
  { name: 'exercises', label: 'Exercises completed, checked by the server' },
  { name: 'defects', label: 'Defects found, seen by the server or reported by the page' },
  { name: 'challenges', label: 'Challenges met, checked by the server' },
  { name: 'suitePercent', label: "Suite score (%), from the learner's finished scoring runs" },
  { name: 'suiteExercises', label: 'Exercises with that suite score or more' },
] as const;

/** An empty box means "not required" (null); anything else is read as a number, which the schema then checks. */
const countValue = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/**
 * A course's certificate rule (docs/product.md#certificates): each requirement left empty is not asked for. Saving
 * (PUT) or removing (DELETE) the rule re-reads the page, so the list shows what the server stored.
 */
export function RuleForm({ rule }: { rule: CourseRuleView }) {
  const router = useRouter();
  const interactive = useInteractive();
  const baseId = useId();
  const form = useSchemaForm<CertificateRuleInput, CertificateRule>(certificateRuleSchema, {
    defaultValues: {
      allTopics: rule.allTopics,
      videoPercent: rule.videoPercent,
      exercises: rule.exercises,
      defects: rule.defects,
      challenges: rule.challenges,
      suitePercent: rule.suitePercent,
      suiteExercises: rule.suiteExercises,
    },
  });
  const fields = {
    allTopics: 'allTopics',
    videoPercent: 'videoPercent',
    exercises: 'exercises',
    defects: 'defects',
    challenges: 'challenges',
    suitePercent: 'suitePercent',
    suiteExercises: 'suiteExercises',
  } as const;
  const { notice, setNotice, send } = useFormSubmit<CertificateRuleInput>({ setError: form.setError, fields });
  const url = `/api/trainer/certificate-rules/${rule.courseId}`;

  const save = form.handleSubmit(async (values) => {
    const reply = await send(requestJson(url, { method: 'PUT', body: JSON.stringify(values) }), CERTIFICATE_MSG.ruleSaved);
    if (!reply) return;
    setNotice({ status: 200, message: CERTIFICATE_MSG.ruleSaved });
    router.refresh();
  });

  async function remove() {
    const reply = await send(requestJson(url, { method: 'DELETE' }), CERTIFICATE_MSG.ruleRemoved);
    if (!reply) return;
    form.reset({ allTopics: false, videoPercent: null, exercises: null, defects: null, challenges: null, suitePercent: null, suiteExercises: null });
    setNotice({ status: 200, message: CERTIFICATE_MSG.ruleRemoved });
    router.refresh();
  }

  const allTopics = form.fieldProps('allTopics');
  const watched = form.watch();
  const selfAttested = isSelfAttestedOnly({
    allTopics: Boolean(watched.allTopics),
    videoPercent: countValue(watched.videoPercent),
    exercises: countValue(watched.exercises),
    defects: countValue(watched.defects),
    challenges: countValue(watched.challenges),
    suitePercent: countValue(watched.suitePercent),
  });
  return (
    <form onSubmit={save} noValidate className="space-y-3" data-test="rule-form" data-course-id={rule.courseId} aria-label={`Certificate rule for ${rule.courseName}`}>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" {...allTopics} className="size-4 accent-brand-600" data-test="rule-all-topics" />
        All topics read (self-attested: learners mark topics read)
      </label>
      {allTopics.error ? (
        <p className="text-sm text-red-700" role="alert">
          {allTopics.error}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {COUNTS.map((count) => (
          <TextField
            key={count.name}
            id={`${baseId}-${count.name}`}
            label={count.label}
            inputMode="numeric"
            placeholder="Not required"
            data-test={`rule-${count.name}`}
            {...form.fieldProps(count.name, { setValueAs: countValue })}
          />
        ))}
      </div>
      {selfAttested ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status" data-test="rule-self-attested-warning">
          {CERTIFICATE_MSG.selfAttestedOnly}
        </p>
      ) : null}
      <NoticeBanner notice={notice} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" busy={form.formState.isSubmitting} disabled={!interactive} data-test="rule-save">
          Save rule
        </Button>
        {rule.updatedAt ? (
          <Button variant="secondary" size="sm" onClick={remove} disabled={!interactive} data-test="rule-remove">
            Remove rule
          </Button>
        ) : null}
      </div>
    </form>
  );
}
