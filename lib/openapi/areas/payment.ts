import { paymentPayloadSchema } from '../../validation/card';
import type { ApiArea } from '../area';
import { json } from '../replies';

// The enrolment payment (docs/product.md#payment): app/api/payment.

export const paymentArea = (): ApiArea => ({
  tag: { name: 'Payment', description: 'Paying for the enrolment, which unlocks the training videos.' },
  paths: {
    '/api/payment': {
      post: {
        operationId: 'pay',
        summary: 'Pay for the enrolment',
        access: 'user',
        who: 'For your own account only (`userId` is yours), admins included: a charge needs its card holder.',
        body: paymentPayloadSchema,
        rateLimited: true,
        description: 'The server charges its own price; an `amount` in the body is ignored. The reply\'s identity unlocks paid content at once. A `scheduleId` (a batch of the course schedule) is recorded with the enrolment when the payment succeeds.',
        reply: json('`{ success, message, identity }`.'),
        refusals: {
          400: 'A field is wrong, or the batch named by `scheduleId` names no catalogue course',
          402: 'The card was declined (the message is the provider\'s reason)',
          403: 'Not your own `userId`, or a write from another site',
          404: 'The schedule has no batch `scheduleId` (nothing is charged)',
          409: 'The enrolment is already paid',
          429: 'Too many payments from this address or this account (`Retry-After`)',
        },
      },
    },
  },
});
