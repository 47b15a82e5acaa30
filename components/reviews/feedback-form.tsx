'use client';

import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import { postJson, replyMessage, replySucceeded } from '@/lib/client/post-json';
import type { PublicReview } from '@/lib/reviews/queries';
import { MSG } from '@/lib/messages';
import { FEEDBACK_MAX, feedbackSchema } from '@/lib/validation/review';
import { LiveStatus } from '@/components/ui/live-status';
import { Button } from '@/components/ui/button';

interface Status {
  ok: boolean;
  message: string;
  /** A refusal the learner fixes on another page (an unverified e-mail → /verifyEmail). */
  link?: string;
}

interface FeedbackFormProps {
  userId: string;
  /** Called with the stored review (as the server answers it) after a successful submit. */
  onAdded: (review: PublicReview) => void;
}

/** Student reviews (docs/product.md#reviews): the feedback textarea and 'Submit Feedback', with their messages. */
export function FeedbackForm({ userId, onAdded }: FeedbackFormProps) {
  const [content, setContent] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  const [pending, setPending] = useState(false);
  const inputId = useId();
  const statusId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The same schema the server applies, so the message is identical on both sides.
    const parsed = feedbackSchema.safeParse({ content });
    if (!parsed.success) {
      setStatus({ ok: false, message: parsed.error.issues[0]?.message ?? MSG.feedbackEmpty });
      return;
    }
    setPending(true);
    setStatus(null);
    // The server sets the author and the date itself (the API's student_id and date are ignored there;
    // docs/product.md#reviews).
    const reply = await postJson<{ review?: PublicReview }>(`/api/reviews/${encodeURIComponent(userId)}`, parsed.data);
    setPending(false);
    if (replySucceeded(reply) && reply.data.review) {
      setContent('');
      onAdded(reply.data.review);
      setStatus({ ok: true, message: replyMessage(reply, MSG.feedbackThanks) });
      return;
    }
    // Only a path of this site is followed, never an address the reply could point elsewhere.
    const link = reply.data.link?.startsWith('/') && !reply.data.link.startsWith('//') ? reply.data.link : undefined;
    setStatus({ ok: false, message: replyMessage(reply, MSG.feedbackFailed), link });
  }

  const invalid = status !== null && !status.ok;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Write a review" aria-busy={pending} className="space-y-4">
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
          Your feedback
        </label>
        <textarea
          id={inputId}
          name="content"
          rows={5}
          maxLength={FEEDBACK_MAX}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          placeholder="What did you learn? How did the project work help you?"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={status ? statusId : undefined}
          data-test="feedback-input"
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <p className="mt-1 text-right text-xs text-slate-600">
          {content.length}/{FEEDBACK_MAX}
        </p>
      </div>
      <Button type="submit" busy={pending} data-test="feedback-submit" className="w-full sm:w-auto sm:px-8">
        Submit Feedback
      </Button>
      <LiveStatus status={status} id={statusId} testId="feedback-status" />
      {status?.link ? (
        <Link href={status.link} data-test="feedback-verify-link" className="text-sm font-medium text-brand-700 underline">
          {MSG.reviewVerifyLink}
        </Link>
      ) : null}
    </form>
  );
}
