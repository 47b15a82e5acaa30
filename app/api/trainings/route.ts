import { withRoute } from '@/lib/api/route';
import { TRAINING_MSG } from '@/lib/messages';
import { uploadTrainingVideo } from '@/lib/trainings/mutations';
import { trainingUploadRules } from '@/lib/trainings/upload-rules';
import { otherMethods } from '@/lib/api/methods';

// POST /api/trainings (multipart: content, trainings) → {success, message, video}. Admins only; the file
// is streamed to storage (never held in memory) and checked by its bytes (docs/product.md#admin-videos).
export const POST = withRoute({ access: 'admin', upload: { rules: trainingUploadRules } }, async ({ upload, session }) => {
  const video = await uploadTrainingVideo(upload, session.identity.userId);
  return { success: true, message: TRAINING_MSG.uploaded, video };
});

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
