import type { ApiArea } from '../area';
import { json } from '../replies';

// The instance's health for a load balancer (docs/architecture.md#shutdown-and-health): app/api/health.

export const healthArea = (): ApiArea => ({
  tag: { name: 'Health', description: 'Whether this instance can serve.' },
  paths: {
    '/api/health': {
      get: {
        operationId: 'getHealth',
        summary: 'Whether this instance can serve',
        access: 'public',
        description: 'Cheap enough to poll every second: one `select 1`, and one HEAD of the bucket when media is on S3. Never cached.',
        reply: json('`{ status: "ok", database: "ok" }` (with `mediaStore: "ok"` when media is on S3).'),
        also: { 503: json('`{ status: "draining" }` while the instance stops, or `{ status: "unavailable" }` with the part that did not answer within 2 s marked `"unreachable"`.') },
      },
    },
  },
});
