import 'server-only';
import { z } from 'zod';
import { FRAME_SUBMISSIONS_MAX, frameFormSchema, frameSubmissionSchema } from '../schemas';
import { FRAMES_ALERT_EXERCISE } from '../descriptor';
import type { ApiArea } from '@/lib/openapi/area';

// The Frames & Alert exercise's form (docs/practice/frames-alert.md): what the learner sent through the frame.
// /api/practice/v1/frames-alert/submissions (./routes.ts). The handler parses the body itself (bug mode loosens a rule); the
// document states the rules with the planted bugs off.

/** The exercise's routes in the product API document (lib/openapi/), through its server entry's `siteApiArea`. */
export const framesAlertArea = (): ApiArea => ({
  tag: { name: FRAMES_ALERT_EXERCISE.name, description: 'The form inside the exercise\'s frame: each learner\'s own submissions.' },
  paths: {
    '/api/practice/v1/frames-alert/submissions': {
      get: { operationId: 'listFrameSubmissions', summary: 'Your submissions', access: 'user', reply: { description: '`{ submissions }`.', json: z.object({ submissions: z.array(frameSubmissionSchema) }) } },
      post: {
        operationId: 'submitFrameForm',
        summary: 'Send the frame form',
        access: 'user',
        body: frameFormSchema,
        reply: { status: 201, description: '`{ submission, count }`.', json: z.object({ submission: frameSubmissionSchema, count: z.number().int() }) },
        refusals: { 409: { description: `You keep ${FRAME_SUBMISSIONS_MAX} submissions, the most the exercise stores`, codes: ['TOO_MANY_SUBMISSIONS'] } },
      },
    },
  },
});
