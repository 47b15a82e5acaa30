import 'server-only';
import { attachmentHeaders } from '@/lib/api/attachment-headers';
import { notFound } from '@/lib/api/errors';
import { assertVerifiedEmail } from '@/lib/auth/verified-email';
import type { SessionInfo } from '@/lib/auth/session';
import { recordDefectEvidence } from '../../../bug-hunt/evidence';
import { isDefectOn } from '../../../defects/planted';
import { openPracticeBytes } from '../../../files/stored-bytes';
import { paceBytes, pacedBody } from '../../../files/transfer-pace';
import { releasingWhenDone, takeTransferSlot } from '../../../files/transfer-slots';
import { HARD_CAP_BYTES, MAX_FILE_BYTES, WEB_ELEMENTS_FILE_MSG } from '../file-rules';
import { practiceFileParam } from '../schemas';
import { deletePracticeFile, findPracticeFile, listPracticeFiles, recordPracticeFile } from './file-store';
import { refusalBeforeUpload } from './storage-room';
import { dropUpload, receivePracticeUpload } from './upload';
import { practiceRoute } from '@/lib/practice/practice-route';

// The Web Elements exercise's file uploads (docs/practice/web-elements.md): the caller's files, kept in the media
// store. One learner's transfers take turns and are paced (lib/practice/files/transfer-slots.ts, transfer-pace.ts),
// so their bytes never crowd out everyone else's requests.

const noSuchFile = () => notFound('There is no such file among your uploads.', 'FILE_NOT_FOUND');

/** GET files → { files: [{ id, name, mimeType, sizeBytes, uploadedAt }] }: the caller's uploads. */
export const listFiles = practiceRoute({ access: 'user' }, async ({ session }) => ({ files: await listPracticeFiles(session.identity.userId) }));

/**
 * POST files (multipart, field "file") → { success, message, file }. 403 unverified e-mail (with link), 400 no file /
 * empty / bad name, 413 over 1 MB, 415 not multipart or a type outside the list, 409 ten files kept, 429 the address's
 * hourly amount, 507 the lab's storage full. Not withRoute's `upload` option: these files have the exercise's own
 * rules, codes and order of answers (./upload.ts streams them into the media store the same way).
 */
export const uploadFile = practiceRoute({ access: 'user' }, async ({ request, session, ip }) => {
  const release = await takeTransferSlot(session.identity.userId);
  try {
    return await storeUpload(request, session, ip);
  } finally {
    release();
  }
});

async function storeUpload(request: Request, session: SessionInfo, ip: string) {
  const userId = session.identity.userId;
  if (!session.user.emailVerified) {
    await dropUpload(request);
    assertVerifiedEmail(session, WEB_ELEMENTS_FILE_MSG.needsVerifiedEmail, 'EMAIL_NOT_VERIFIED');
  }
  // Planted defect WEB-05: when live, the 1 MB rule is skipped (the hard cap still holds).
  const fileLimit = (await isDefectOn(userId, 'WEB-05')) ? HARD_CAP_BYTES : MAX_FILE_BYTES;
  // No room even for one byte: the file is still read and checked (its own refusal comes first), never stored.
  const noRoom = await refusalBeforeUpload(userId, ip);
  const upload = await receivePracticeUpload(request, { fileLimit, store: noRoom === null, pace: (bytes) => paceBytes(userId, bytes) });
  if (noRoom) throw noRoom;
  try {
    const file = await recordPracticeFile(userId, ip, { ...upload, storageName: upload.storageName! });
    if (file.sizeBytes > MAX_FILE_BYTES) await recordDefectEvidence(userId, 'WEB-05');
    return { success: true, message: WEB_ELEMENTS_FILE_MSG.uploaded(file.name, file.sizeBytes), file };
  } catch (error) {
    await upload.discard();
    throw error;
  }
}

/**
 * GET files/{id}: the caller's file as a download (its own name and type), streamed from the media store, in turn
 * with the learner's other transfers and paced. Another learner's id, or one that does not exist, is a 404: ids
 * reveal nothing.
 */
export const downloadFile = practiceRoute({ access: 'user', params: practiceFileParam }, async ({ params, session }) => {
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

/** DELETE files/{id} → { success, message }. */
export const deleteFile = practiceRoute({ access: 'user', params: practiceFileParam }, async ({ params, session }) => {
  const name = await deletePracticeFile(session.identity.userId, params.id);
  if (name === null) throw noSuchFile();
  return { success: true, message: WEB_ELEMENTS_FILE_MSG.deleted(name) };
});
