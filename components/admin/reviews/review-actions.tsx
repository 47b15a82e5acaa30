'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { logout } from '@/components/auth/logout';
import { Button } from '@/components/ui/button';
import { Modal, ModalFormActions } from '@/components/ui/modal';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { jsonBody, replyNotice, requestJson } from '@/lib/client/post-json';
import type { ReviewStatus } from '@/lib/db/schema';
import { REVIEW_MSG } from '@/lib/messages';

// One review's moderation buttons (docs/product.md#admin-reviews): Approve a review that waits, Show again a hidden one,
// Hide a shown (or waiting) one, and Delete after a confirmation. The list is drawn on the server, so it is read again
// after each change. Each button's name starts with its visible word, then says whose review.

interface ReviewActionsProps {
  id: number;
  status: ReviewStatus;
  author: string;
}

export function ReviewActions({ id, status, author }: ReviewActionsProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function run(init: RequestInit): Promise<boolean> {
    setBusy(true);
    const reply = await requestJson(`/api/trainer/reviews/${id}`, init);
    setBusy(false);
    if (reply.status === 401) {
      await logout(router.push);
      return false;
    }
    if (reply.status !== 200) {
      setNotice(replyNotice(reply, REVIEW_MSG.actionFailed));
      return false;
    }
    router.refresh();
    return true;
  }

  const setStatus = (next: 'published' | 'hidden') => void run({ method: 'PATCH', ...jsonBody({ status: next }) });

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {status !== 'published' ? (
          <Button size="sm" busy={busy} onClick={() => setStatus('published')} data-test="review-approve" aria-label={`${status === 'pending' ? 'Approve' : 'Show again'}: review by ${author}`}>
            {status === 'pending' ? 'Approve' : 'Show again'}
          </Button>
        ) : null}
        {status !== 'hidden' ? (
          <Button variant="secondary" size="sm" busy={busy} onClick={() => setStatus('hidden')} data-test="review-hide" aria-label={`Hide: review by ${author}`}>
            Hide
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => setConfirming(true)} aria-haspopup="dialog" data-test="review-delete" aria-label={`Delete: review by ${author}`}>
          Delete
        </Button>
      </div>
      <NoticeBanner notice={notice} />
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete the review by ${author}?`}
        description="It is removed for good, from the home page and from the student's own list."
        testId="review-delete-dialog"
      >
        <ModalFormActions
          onCancel={() => setConfirming(false)}
          busy={busy}
          label="Delete review"
          busyLabel="Deleting…"
          danger
          cancelTestId="review-delete-cancel"
          submitTestId="review-delete-confirm"
          onConfirm={() => void run({ method: 'DELETE' }).then((done) => done && setConfirming(false))}
        />
      </Modal>
    </div>
  );
}
