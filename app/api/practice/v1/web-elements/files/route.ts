import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { assertVerifiedEmail } from '@/lib/auth/verified-email';
import type { SessionInfo } from '@/lib/auth/session';
import { recordDefectEvidence } from '@/lib/practice/bug-hunt/evidence';
import { isBugModeOn } from '@/lib/practice/bug-mode';
import { paceBytes } from '@/lib/practice/files/transfer-pace';
import { takeTransferSlot } from '@/lib/practice/files/transfer-slots';
import { HARD_CAP_BYTES, MAX_FILE_BYTES, WEB_ELEMENTS_FILE_MSG } from '@/lib/practice/exercises/web-elements/file-rules';
import { listPracticeFiles, recordPracticeFile } from '@/lib/practice/exercises/web-elements/server/file-store';
import { refusalBeforeUpload } from '@/lib/practice/exercises/web-elements/server/storage-room';
import { dropUpload, receivePracticeUpload } from '@/lib/practice/exercises/web-elements/server/upload';

// GET /api/practice/v1/web-elements/files → { files: [{ id, name, mimeType, sizeBytes, uploadedAt }] }: the caller's uploads.
export const GET = withRoute({ access: 'user' }, async ({ session }) => ({ files: await listPracticeFiles(session.identity.userId) }));

// POST /api/practice/v1/web-elements/files (multipart, field "file") → { success, message, file }.
// 403 unverified e-mail (with link), 400 no file / empty / bad name, 413 over 1 MB, 415 not multipart or a
// type outside the list, 409 ten files kept, 429 the address's hourly amount, 507 the lab's storage full.
// Not withRoute's `upload` option: these files have the exercise's own rules, codes and order of answers
// (./upload.ts streams them into the media store the same way).
// One learner's transfers take turns and are paced (lib/practice/files/transfer-slots.ts, transfer-pace.ts),
// so their bytes never crowd out everyone else's requests.
export const POST = withRoute({ access: 'user' }, async ({ request, session, ip }) => {
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
  // Planted defect WEB-05: with bug mode on, the 1 MB rule is skipped (the hard cap still holds).
  const fileLimit = (await isBugModeOn(userId)) ? HARD_CAP_BYTES : MAX_FILE_BYTES;
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

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
