import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { checkHealth } from '@/lib/health';

// GET /api/health → 200 {status: 'ok', database: 'ok'} when this instance can serve; 503 with
// status 'draining' (stopping after SIGTERM) or 'unavailable' (database, or with MEDIA_STORE=s3 the
// bucket, unreachable: then `mediaStore` says which) otherwise. Cheap enough for a load balancer to
// poll every second: one `select 1`, and one HEAD of the bucket when media is on S3.
export const GET = withRoute({ access: 'public' }, async () => {
  const health = await checkHealth();
  return Response.json(health, { status: health.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
});

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
