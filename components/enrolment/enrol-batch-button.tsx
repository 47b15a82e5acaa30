'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { postJson, replyMessage, replySucceeded } from '@/lib/client/post-json';

type Phase = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** A paid learner's Enrol on /payment: records the batch with POST /api/enrolments (nothing is charged). */
export function EnrolBatchButton({ scheduleId }: { scheduleId: number }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  async function enrol() {
    setPhase({ kind: 'busy' });
    const reply = await postJson('/api/enrolments', { scheduleId });
    const message = replyMessage(reply);
    setPhase(replySucceeded(reply) ? { kind: 'done', message } : { kind: 'failed', message });
  }

  return (
    <div className="mt-4 space-y-2">
      {phase.kind === 'done' ? null : (
        <Button type="button" onClick={enrol} busy={phase.kind === 'busy'} data-test="payment-enrol-batch">
          Enrol in this batch
        </Button>
      )}
      <p role="status" data-test="payment-enrol-status" className={phase.kind === 'failed' ? 'text-sm text-red-800' : 'text-sm text-green-800'}>
        {phase.kind === 'done' || phase.kind === 'failed' ? phase.message : ''}
      </p>
    </div>
  );
}
