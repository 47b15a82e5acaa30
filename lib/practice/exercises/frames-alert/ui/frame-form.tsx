'use client';

import { useState, type FormEvent } from 'react';
import { useApiRead, type ReadState } from '@/components/data/use-api-read';
import { logout } from '@/components/auth/logout';
import { Button } from '@/components/ui/button';
import { FieldShell } from '@/components/ui/field-shell';
import { LiveStatus, type LiveStatusValue } from '@/components/ui/live-status';
import { TextField } from '@/components/ui/text-field';
import { useInteractive } from '@/components/ui/use-interactive';
import { replyMessage, requestJson } from '@/lib/client/post-json';
import { FRAME_EMAIL_MAX, FRAME_NAME_MAX, FRAME_TOPICS, type FrameSubmission } from '@/lib/practice/exercises/frames-alert/schemas';
import { FRAMES_ALERT_SOURCE, postToOwnOrigin } from './frame-message-protocol';

// The form inside the exercise's first iframe (docs/practice/frames-alert.md#frame-form). The server checks
// every field and keeps the learner's submissions; the result shows here and, through postMessage, on the
// page that holds the frame. The browser's own checks are off (noValidate): the messages are the server's.

const API = '/api/practice/v1/frames-alert/submissions';
const READ_MESSAGES = { failed: 'Your submissions could not be loaded. Please try again.', noData: 'Your submissions could not be read. Please try again.' };
const EMPTY = { name: '', email: '', topic: '' };

function submissionsOf(body: unknown): FrameSubmission[] | null {
  const list = (body as { submissions?: unknown } | null)?.submissions;
  return Array.isArray(list) ? (list as FrameSubmission[]) : null;
}

// A 401 inside a frame: log out and send the whole tab, not just this frame, to the login page.
function sessionExpired() {
  void logout((path) => (window.top ?? window).location.assign(path));
}

export function FrameForm() {
  const { state, retry, update } = useApiRead(API, { parse: submissionsOf, messages: READ_MESSAGES, onSessionExpired: sessionExpired });
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<LiveStatusValue | null>(null);
  const [busy, setBusy] = useState(false);
  // Disabled until hydrated: a test that types at once waits instead of typing into a dead form.
  const interactive = useInteractive();

  function change(field: keyof typeof EMPTY, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    const reply = await requestJson<{ submission: FrameSubmission; count: number }>(API, { method: 'POST', body: JSON.stringify(values) });
    setBusy(false);
    if (reply.status === 401) return sessionExpired();
    if (reply.status !== 201) {
      setErrors(reply.data.errors ?? {});
      setStatus({ ok: false, message: replyMessage(reply, 'Your message could not be sent. Please try again.') });
      return;
    }
    const { submission, count } = reply.data;
    setErrors({});
    setValues(EMPTY);
    update((current) => [...current, submission]);
    setStatus({ ok: true, message: `Thank you, ${submission.name}! Your message about ${submission.topic} was received.` });
    if (window.parent !== window) postToOwnOrigin(window.parent, { source: FRAMES_ALERT_SOURCE, kind: 'form-submitted', submission, count });
  }

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Contact form" data-test="frame-form">
        <fieldset disabled={!interactive} className="min-w-0 space-y-3">
          <TextField
            id="frame-name"
            name="name"
            label="Name"
            autoComplete="name"
            maxLength={FRAME_NAME_MAX}
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
            error={errors.name}
            data-test="frame-form-name"
          />
          <TextField
            id="frame-email"
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            maxLength={FRAME_EMAIL_MAX}
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            error={errors.email}
            data-test="frame-form-email"
          />
          <FieldShell label="Topic" inputId="frame-topic" error={errors.topic}>
            {(control) => (
              <select
                {...control}
                name="topic"
                value={values.topic}
                onChange={(event) => change('topic', event.target.value)}
                data-test="frame-form-topic"
                className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
              >
                <option value="">Choose a topic</option>
                {FRAME_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {topic}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
          <Button type="submit" busy={busy} className="w-full sm:w-auto" data-test="frame-form-submit">
            {busy ? 'Sending…' : 'Send'}
          </Button>
        </fieldset>
      </form>
      <LiveStatus status={status} testId="frame-form-result" />
      <SubmissionList state={state} onRetry={retry} />
    </div>
  );
}

function SubmissionList({ state, onRetry }: { state: ReadState<FrameSubmission[]>; onRetry: () => void }) {
  if (state.phase === 'loading') {
    return (
      <p role="status" className="text-sm text-slate-600" data-test="frame-form-count">
        Loading your submissions…
      </p>
    );
  }
  if (state.phase === 'failed') {
    return (
      <div className="text-sm text-red-800" data-test="frame-form-load-error">
        <p role="alert">{state.message}</p>
        <Button variant="inline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="frame-submissions-title" className="border-t border-slate-200 pt-3 text-sm">
      <h2 id="frame-submissions-title" className="font-semibold text-ink" data-test="frame-form-count">
        Submissions: {state.data.length}
      </h2>
      {state.data.length ? (
        <ol className="mt-2 space-y-1 text-slate-700" data-test="frame-form-list">
          {state.data.map((submission) => (
            <li key={submission.id} data-test="frame-form-entry">
              {submission.name} ({submission.email}): {submission.topic}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
