import { markNoticesReadSchema } from '../../validation/notices';
import type { ApiArea } from '../area';
import { json } from '../replies';

// A learner's notices (docs/product.md#notices): certificates issued or revoked, bug-hunt credits, payments. app/api/notices/**.

export const noticesArea = (): ApiArea => ({
  tag: { name: 'Notices', description: 'What the academy told you about your account, with the unread count the portal shows.' },
  paths: {
    '/api/notices': {
      get: {
        operationId: 'listNotices',
        summary: 'Your notices',
        access: 'user',
        who: 'Your own notices only.',
        reply: json('`{ unread, notices }`: the number not yet read, and the newest 50 notices (`id, kind, title, body, href, createdAt, read`), newest first.'),
      },
    },
    '/api/notices/read': {
      post: {
        operationId: 'markNoticesRead',
        summary: 'Mark notices read',
        access: 'user',
        who: 'Your own notices only: ids of another learner\'s notices change nothing.',
        body: markNoticesReadSchema,
        description: 'Marks the notices named in `ids` read, or every unread one when `ids` is left out.',
        reply: json('`{ marked }`: how many notices were unread and are now read.'),
        refusals: { 403: 'A write from another site' },
      },
    },
  },
});
