import { withRoute } from '@/lib/api/route';
import { TRAINING_MESSAGES, uploadTrainingVideo } from '@/lib/trainings/mutations';

// POST /api/trainings (multipart: content, trainings) → {success, message, video}. Admins only; the file
// is streamed to storage (never held in memory) and checked by its bytes (SPEC §5, §7).
export const POST = withRoute({ access: 'admin' }, async ({ request, session }) => {
  const video = await uploadTrainingVideo(request, session.identity.userId);
  return { success: true, message: TRAINING_MESSAGES.uploaded, video };
});
