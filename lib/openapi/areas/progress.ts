import { z } from 'zod';
import { progressVideoIdParam, serialId, topicChunkIdParam } from '../../validation/params';
import { topicEventSchema, videoEventSchema } from '../../validation/progress';
import type { ApiArea } from '../area';
import { json } from '../replies';

// The learner's own progress (docs/product.md#progress): topics read, videos watched, and the summary the progress
// page shows. app/api/progress/**. Always the session's learner: a body naming another is not read.

// GET /api/progress/topics reads `course` with the path's own id rule (lib/progress/topics-query.ts).
const topicsQuery = z.object({ course: serialId.optional().describe('One course\'s topics only.') });
const UNPAID = 'An unpaid student (videos are for paid students)';

export const progressArea = (): ApiArea => ({
  tag: { name: 'Progress', description: 'The signed-in learner\'s progress: topics, videos, and the summary with certificates.' },
  paths: {
    '/api/progress': {
      get: {
        operationId: 'getProgress',
        summary: 'Your progress',
        access: 'user',
        reply: json('Per course (the bar, topics, what is left for its certificate, the certificate), videos, exercises, defects found, challenges, certificates and weekly activity.'),
      },
    },
    '/api/progress/topics': {
      get: { operationId: 'listDoneTopics', summary: 'The topics you have done', access: 'user', query: topicsQuery, reply: json('`{ done: [{ chunkId, via, doneAt }] }`.') },
    },
    '/api/progress/topics/{chunkId}': {
      put: {
        operationId: 'markTopic',
        summary: 'Mark a topic done or not done',
        access: 'user',
        params: topicChunkIdParam,
        body: topicEventSchema,
        rateLimited: true,
        description: 'Read to its end or ticked (`done: true`), or unticked. An `eventId` already applied changes nothing; a topic that completes a course\'s rule issues its certificate.',
        reply: json('`{ done }`.'),
        refusals: { 404: 'No topic with this id, or a malformed id' },
      },
    },
    '/api/progress/videos': {
      get: { operationId: 'listVideoProgress', summary: 'Where each video resumes', access: 'user', who: 'Paid students and admins.', reply: json('`{ videos: [{ videoId, position, duration, watched }] }`.'), refusals: { 403: UNPAID } },
    },
    '/api/progress/videos/{videoId}': {
      post: {
        operationId: 'reportVideoProgress',
        summary: 'Report what the player played',
        access: 'user',
        who: 'Paid students and admins.',
        params: progressVideoIdParam,
        body: videoEventSchema,
        rateLimited: true,
        description: 'Only `played` segments count toward the share watched, measured against the length the server read from the video\'s file and never more than the time between your reports by the server\'s clock (plus 10 % and 2 s); `duration` is accepted but not read. `position` is where playback resumes. An `eventId` already applied changes nothing. At most 300 progress events in 10 minutes per learner.',
        reply: json('`{ videoId, position, duration, watched }`.'),
        refusals: { 403: `${UNPAID}, or a write from another site`, 404: 'No video with this id, or a malformed id' },
      },
    },
  },
});
