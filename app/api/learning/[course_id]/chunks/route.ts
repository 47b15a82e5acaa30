import { withRoute } from '@/lib/api/route';
import { addChunk } from '@/lib/learning/mutations';
import { chunkSchema } from '@/lib/validation/learning-admin';
import { courseIdSegment } from '@/lib/validation/params';
import { otherMethods } from '@/lib/api/methods';

// POST /api/learning/{course_id}/chunks {chunk_title, chunk_contents} (admin)
// → {success, chunk_id, chunk_title, chunk_contents}; contents may be 'a; b; c' or a list.
export const POST = withRoute({ access: 'admin', params: courseIdSegment, body: chunkSchema }, async ({ params, body }) => ({
  success: true,
  ...(await addChunk(params.course_id, body)),
}));

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
