import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POST as uploadProfile } from '@/app/api/users/upload-profile/[userId]/route';
import { MSG } from '@/lib/messages';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '@/lib/uploads/image-limits';
import { PROFILE_PHOTO_MAX_BYTES } from '@/lib/validation/photo';
import { formWithFile, pngBytes, pngDeclaring } from '../helpers/files';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

setupFreshDatabase();
const profileDir = () => path.join(process.env.UPLOADS_DIR!, 'profile');
const filesInProfileDir = () => (fs.existsSync(profileDir()) ? fs.readdirSync(profileDir()).sort() : []);

/** A PNG of exactly `size` bytes: real PNG bytes first (the type is read from them), then padding. */
function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  pngBytes().copy(bytes, 0, 0, Math.min(size, pngBytes().length));
  return bytes;
}

describe('POST /api/users/upload-profile/{userId}', () => {
  it('answers 404 for a user id that does not exist, and writes no file', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const before = filesInProfileDir();
    const result = await call(uploadProfile, {
      cookie: admin.cookie,
      params: { userId: 'no-such-user' },
      form: formWithFile('profile', pngBytes(), 'me.png', 'image/png'),
    });
    expect(result.status).toBe(404);
    expect(result.json).toEqual({ message: 'User not found.' });
    expect(filesInProfileDir()).toEqual(before);
  });

  it('accepts a photo of exactly 4,194,304 bytes (the spec says "at most") and refuses one byte more', async () => {
    expect(PROFILE_PHOTO_MAX_BYTES).toBe(4_194_304);
    const user = await createLoggedInUser();
    const exact = await call(uploadProfile, {
      cookie: user.cookie,
      params: { userId: user.id },
      form: formWithFile('profile', pngOfSize(4_194_304), 'exact.png', 'image/png'),
    });
    expect(exact.status).toBe(200);
    expect(fs.statSync(path.join(profileDir(), exact.json.profile)).size).toBe(4_194_304);

    const before = filesInProfileDir();
    const over = await call(uploadProfile, {
      cookie: user.cookie,
      params: { userId: user.id },
      form: formWithFile('profile', pngOfSize(4_194_305), 'over.png', 'image/png'),
    });
    expect(over.status).toBe(413);
    expect(over.json).toEqual({ message: MSG.profilePhoto });
    expect(filesInProfileDir()).toEqual(before);
  });

  it('refuses a small file that declares a huge picture (25000 × 25000) with a clear 400, and stores nothing', async () => {
    const user = await createLoggedInUser();
    const before = filesInProfileDir();
    const bomb = await call(uploadProfile, {
      cookie: user.cookie,
      params: { userId: user.id },
      form: formWithFile('profile', pngDeclaring(25_000, 25_000, 2_400_000), 'bomb.png', 'image/png'),
    });
    expect(bomb.status).toBe(400);
    expect(bomb.json).toEqual({ message: MSG.imageDimensions });
    expect(filesInProfileDir()).toEqual(before);
  });

  it('caps each side and the total pixels: the largest allowed picture passes, one pixel more does not', async () => {
    const user = await createLoggedInUser();
    const upload = (width: number, height: number) =>
      call(uploadProfile, { cookie: user.cookie, params: { userId: user.id }, form: formWithFile('profile', pngDeclaring(width, height), 'p.png', 'image/png') });
    expect((await upload(IMAGE_MAX_SIDE, Math.floor(IMAGE_MAX_PIXELS / IMAGE_MAX_SIDE))).status).toBe(200);
    expect((await upload(IMAGE_MAX_SIDE + 1, 10)).status).toBe(400);
    expect((await upload(10, IMAGE_MAX_SIDE + 1)).status).toBe(400);
    expect((await upload(IMAGE_MAX_SIDE, Math.floor(IMAGE_MAX_PIXELS / IMAGE_MAX_SIDE) + 1)).status).toBe(400);
  });
});
