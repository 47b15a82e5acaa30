import { withRoute } from '@/lib/api/route';
import { deleteChunk, updateChunk } from '@/lib/learning/mutations';
import { chunkSchema } from '@/lib/validation/learning-admin';
import { chunkIdSegment } from '@/lib/validation/params';
import { otherMethods } from '@/lib/api/methods';

// PUT /api/learning/chunks/{chunkId} {chunk_title, chunk_contents} (admin) → {success, chunk_id, chunk_title, chunk_contents}.
export const PUT = withRoute({ access: 'admin', params: chunkIdSegment, body: chunkSchema }, async ({ params, body }) => ({
  success: true,
  ...(await updateChunk(params.chunkId, body)),
}));

// DELETE /api/learning/chunks/{chunkId} (admin).
export const DELETE = withRoute({ access: 'admin', params: chunkIdSegment }, async ({ params }) => {
  await deleteChunk(params.chunkId);
  return { success: true };
});

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, POST, PATCH, OPTIONS } = otherMethods({ PUT, DELETE });
