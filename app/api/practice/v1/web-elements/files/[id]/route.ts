import { notFound } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { openPracticeBytes } from '@/lib/practice/files/stored-bytes';
import { pacedBody } from '@/lib/practice/files/transfer-pace';
import { releasingWhenDone, takeTransferSlot } from '@/lib/practice/files/transfer-slots';
import { WEB_ELEMENTS_FILE_MSG } from '@/lib/practice/exercises/web-elements/file-rules';
import { deletePracticeFile, findPracticeFile } from '@/lib/practice/exercises/web-elements/server/file-store';
import { attachmentHeaders } from '@/lib/api/attachment-headers';
import { practiceFileParam } from '@/lib/practice/exercises/web-elements/schemas';

const noSuchFile = () => notFound('There is no such file among your uploads.', 'FILE_NOT_FOUND');

// GET /api/practice/v1/web-elements/files/{id}: the caller's file as a download (its own name and type),
// streamed from the media store, in turn with the learner's other transfers and paced (lib/practice/files/transfer-*.ts).
// Another learner's id, or one that does not exist, is a 404: ids reveal nothing.
export const GET = withRoute({ access: 'user', params: practiceFileParam }, async ({ params, session }) => {
  const file = await findPracticeFile(session.identity.userId, params.id);
  // A row from before the move to the store waits for the next start to be moved (lib/practice/files/legacy-move.ts).
  if (!file?.storageName) throw noSuchFile();
  const release = await takeTransferSlot(session.identity.userId);
  try {
    const bytes = await openPracticeBytes(file.storageName);
    if (!bytes) throw noSuchFile();
    return new Response(releasingWhenDone(pacedBody(bytes.body, session.identity.userId), release), { headers: attachmentHeaders(file.name, file.mimeType, bytes.size) });
  } catch (error) {
    release();
    throw error;
  }
});

// DELETE /api/practice/v1/web-elements/files/{id} → { success, message }.
export const DELETE = withRoute({ access: 'user', params: practiceFileParam }, async ({ params, session }) => {
  const name = await deletePracticeFile(session.identity.userId, params.id);
  if (name === null) throw noSuchFile();
  return { success: true, message: WEB_ELEMENTS_FILE_MSG.deleted(name) };
});

export const { POST, PUT, PATCH, OPTIONS } = otherMethods({ GET, DELETE });
