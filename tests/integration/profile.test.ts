import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getUser } from '@/app/api/users/[userId]/route';
import { PUT as updateProfile } from '@/app/api/users/update-profile/[id]/route';
import { POST as uploadProfile } from '@/app/api/users/upload-profile/[userId]/route';
import { GET as profileImage } from '@/app/api/profile/[file]/route';
import { users } from '@/lib/db/schema';
import { MSG } from '@/lib/messages';
import { formWithFile, pngBytes } from '../helpers/files';
import { call } from '../helpers/http';
import { setupSmtpSink } from '../helpers/mail';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

const getDb = setupFreshDatabase();
setupSmtpSink();
const profileDir = () => path.join(process.env.UPLOADS_DIR!, 'profile');
const filesInProfileDir = () => (fs.existsSync(profileDir()) ? fs.readdirSync(profileDir()) : []);

describe('GET /api/users/{userId}', () => {
  it('answers your own user with the spec field names and no secrets', async () => {
    const user = await createLoggedInUser({ username: 'Katherine Johnson', phone: '+15550009999' });
    const result = await call(getUser, { cookie: user.cookie, params: { userId: user.id } });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({
      id: user.id,
      username: 'Katherine Johnson',
      email: user.email,
      role: 'student',
      email_verification_code: 'verify',
      pay_status: 'no',
      pay_method: null,
      phone: '+15550009999',
      courses: [],
      profile: null,
    });
    expect(result.json.student_id).toMatch(/^QA-/);
    expect(JSON.stringify(result.json)).not.toMatch(/password|token|hash/i);
  });

  it('refuses another student (403), answers an admin (200), and 401 without a session', async () => {
    const a = await createLoggedInUser();
    const b = await createLoggedInUser();
    expect((await call(getUser, { cookie: a.cookie, params: { userId: b.id } })).status).toBe(403);
    const admin = await createLoggedInUser({ role: 'admin' });
    expect((await call(getUser, { cookie: admin.cookie, params: { userId: b.id } })).status).toBe(200);
    expect((await call(getUser, { cookie: admin.cookie, params: { userId: 'no-such-user' } })).status).toBe(404);
    expect((await call(getUser, { params: { userId: a.id } })).status).toBe(401);
  });
});

describe('PUT /api/users/update-profile/{id}', () => {
  it('renames without touching verification', async () => {
    const user = await createLoggedInUser();
    const result = await call(updateProfile, {
      method: 'PUT',
      cookie: user.cookie,
      params: { id: user.id },
      body: { username: 'Renamed Student', email: user.email },
    });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ emailChanged: false, message: MSG.profileUpdated });
    expect(result.json.user).toMatchObject({ username: 'Renamed Student', email_verified: true });
  });

  it('refuses an e-mail that another account uses (409), bad input (400), and someone else’s profile (403)', async () => {
    const a = await createLoggedInUser();
    const b = await createLoggedInUser();
    const taken = await call(updateProfile, { method: 'PUT', cookie: a.cookie, params: { id: a.id }, body: { username: 'Valid Name', email: b.email, currentPassword: a.password } });
    expect(taken.status).toBe(409);
    const bad = await call(updateProfile, { method: 'PUT', cookie: a.cookie, params: { id: a.id }, body: { username: 'abc', email: '' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ username: MSG.usernameMin, email: MSG.emailRequired });
    const other = await call(updateProfile, { method: 'PUT', cookie: a.cookie, params: { id: b.id }, body: { username: 'Hijacked', email: b.email } });
    expect(other.status).toBe(403);
    const [row] = await getDb().select().from(users).where(eq(users.id, b.id));
    expect(row.username).not.toBe('Hijacked');
  });
});

describe('POST /api/users/upload-profile/{userId}', () => {
  it('stores a real image under a server-made name, serves it with its type and nosniff, and removes the old one', async () => {
    const user = await createLoggedInUser();
    const first = await call(uploadProfile, {
      cookie: user.cookie,
      params: { userId: user.id },
      form: formWithFile('profile', pngBytes(), '../../evil name.png', 'image/png'),
    });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatch(/updated/i);
    expect(first.json.profile).toMatch(/^[0-9a-f-]{36}\.png$/);
    const served = await call(profileImage, { params: { file: first.json.profile } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const second = await call(uploadProfile, {
      cookie: user.cookie,
      params: { userId: user.id },
      form: formWithFile('profile', pngBytes(), 'again.png', 'image/png'),
    });
    expect(second.status).toBe(200);
    expect(filesInProfileDir()).not.toContain(first.json.profile);
    expect(filesInProfileDir()).toContain(second.json.profile);
  });

  it('refuses bytes that are not an image even when named and typed as one (415), leaving no file', async () => {
    const user = await createLoggedInUser();
    const before = filesInProfileDir();
    const html = Buffer.from('<html><script>alert(1)</script></html>'.repeat(10));
    const result = await call(uploadProfile, { cookie: user.cookie, params: { userId: user.id }, form: formWithFile('profile', html, 'photo.png', 'image/png') });
    expect(result.status).toBe(415);
    expect(result.json.message).toBe(MSG.imageType);
    expect(filesInProfileDir()).toEqual(before);
  });

  it('refuses an image over 4 MB (413), leaving no file', async () => {
    const user = await createLoggedInUser();
    const before = filesInProfileDir();
    const big = Buffer.concat([pngBytes(), Buffer.alloc(4 * 1024 * 1024)]);
    const result = await call(uploadProfile, { cookie: user.cookie, params: { userId: user.id }, form: formWithFile('profile', big, 'big.png', 'image/png') });
    expect(result.status).toBe(413);
    expect(result.json.message).toBe(MSG.profilePhoto);
    expect(filesInProfileDir()).toEqual(before);
  });

  it('answers 400 without a file, 415 for a JSON body, 403 for another user, 401 anonymously', async () => {
    const user = await createLoggedInUser();
    const other = await createLoggedInUser();
    const empty = new FormData();
    empty.append('note', 'no file here');
    expect((await call(uploadProfile, { cookie: user.cookie, params: { userId: user.id }, form: empty })).status).toBe(400);
    // What a browser sends when the file input is left empty: a file part with no bytes.
    const noFileChosen = await call(uploadProfile, { cookie: user.cookie, params: { userId: user.id }, form: formWithFile('profile', Buffer.alloc(0), '', 'application/octet-stream') });
    expect(noFileChosen.status).toBe(400);
    expect(noFileChosen.json.message).toBe(MSG.profilePhoto);
    expect((await call(uploadProfile, { cookie: user.cookie, params: { userId: user.id }, body: { profile: 'x' } })).status).toBe(415);
    const form = formWithFile('profile', pngBytes(), 'p.png', 'image/png');
    expect((await call(uploadProfile, { cookie: user.cookie, params: { userId: other.id }, form })).status).toBe(403);
    expect((await call(uploadProfile, { params: { userId: user.id }, form: formWithFile('profile', pngBytes(), 'p.png', 'image/png') })).status).toBe(401);
  });
});

describe('GET /api/profile/{file}', () => {
  it('answers 404 for unknown or unsafe names', async () => {
    expect((await call(profileImage, { params: { file: 'missing.png' } })).status).toBe(404);
    expect((await call(profileImage, { params: { file: '..%2F..%2Fetc%2Fpasswd' } })).status).toBe(404);
    expect((await call(profileImage, { params: { file: '../secret.png' } })).status).toBe(404);
  });
});
