import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { isBugModeOn } from '@/lib/practice/bug-mode';
import { WEB_ELEMENTS_FILE_MSG } from '@/lib/practice/exercises/web-elements/file-rules';
import { listPracticeFiles, savePracticeFile } from '@/lib/practice/exercises/web-elements/server/file-store';
import { readPracticeUpload } from '@/lib/practice/exercises/web-elements/server/upload';

// GET /api/practice/v1/web-elements/files → { files: [{ id, name, mimeType, sizeBytes, uploadedAt }] }: the caller's uploads.
export const GET = withRoute({ access: 'user' }, async ({ session }) => ({ files: await listPracticeFiles(session.identity.userId) }));

// POST /api/practice/v1/web-elements/files (multipart, field "file") → { success, message, file }.
// 400 no file / empty / bad name, 413 over 1 MB, 415 not multipart or a type outside the list, 409 ten files kept.
// Not withRoute's `upload` option: that one streams into the media store, these bytes go to practice_files.
export const POST = withRoute({ access: 'user' }, async ({ request, session }) => {
  const userId = session.identity.userId;
  // Planted defect WEB-05: with bug mode on, the 1 MB rule is skipped (the hard cap still holds).
  const upload = await readPracticeUpload(request, { skipSizeRule: await isBugModeOn(userId) });
  const file = await savePracticeFile(userId, upload);
  return { success: true, message: WEB_ELEMENTS_FILE_MSG.uploaded(file.name, file.sizeBytes), file };
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
