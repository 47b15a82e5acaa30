import { enrolPayloadSchema } from '../../validation/enrolment';
import type { ApiArea } from '../area';
import { json } from '../replies';

// Enrolling in a schedule batch (docs/product.md#payment): app/api/enrolments. Registration and payment take the
// batch too (`scheduleId` in their bodies).

export const enrolmentsArea = (): ApiArea => ({
  tag: { name: 'Enrolments', description: 'Enrolling in a batch of the course schedule.' },
  paths: {
    '/api/enrolments': {
      post: {
        operationId: 'enrolInBatch',
        summary: 'Enrol in a schedule batch',
        access: 'user',
        who: 'Enrols your own account only.',
        body: enrolPayloadSchema,
        description: 'Enrols you in the batch\'s catalogue course with the batch recorded; a later batch of the same course replaces it. Nothing is charged.',
        reply: json('`{ success, message, batch }`: `batch` is `{ scheduleId, batchCode, courseId, courseName, startDate, feeDollars }`.'),
        refusals: {
          400: 'The batch id is not a number, or the batch names no catalogue course',
          403: 'A write from another site',
          404: 'The schedule has no such batch',
        },
      },
    },
  },
});
