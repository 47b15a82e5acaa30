import { notFound } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { WEB_ELEMENTS_FILE_MSG } from '@/lib/practice/exercises/web-elements/file-rules';
import { deletePracticeFile, readPracticeFile } from '@/lib/practice/exercises/web-elements/server/file-store';
import { attachmentHeaders } from '@/lib/practice/exercises/web-elements/download';
import { practiceFileParam } from '@/lib/practice/exercises/web-elements/schemas';

// GET /api/practice/v1/web-elements/files/{id}: the caller's file as a download (its own name and type).
// Another learner's id, or one that does not exist, is a 404: ids reveal nothing.
export const GET = withRoute({ access: 'user', params: practiceFileParam }, async ({ params, session }) => {
  const file = await readPracticeFile(session.identity.userId, params.id);
  if (!file) throw notFound('There is no such file among your uploads.', 'FILE_NOT_FOUND');
  return new Response(new Uint8Array(file.content), { headers: attachmentHeaders(file.name, file.mimeType, file.content.length) });
});

// DELETE /api/practice/v1/web-elements/files/{id} → { success, message }.
export const DELETE = withRoute({ access: 'user', params: practiceFileParam }, async ({ params, session }) => {
  const name = await deletePracticeFile(session.identity.userId, params.id);
  if (name === null) throw notFound('There is no such file among your uploads.', 'FILE_NOT_FOUND');
  return { success: true, message: WEB_ELEMENTS_FILE_MSG.deleted(name) };
});

export const { POST, PUT, PATCH, OPTIONS } = otherMethods({ GET, DELETE });
