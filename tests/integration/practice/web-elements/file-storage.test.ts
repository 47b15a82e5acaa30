import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as resetRoute } from '@/app/api/practice/v1/[exercise]/reset/route';
import { DELETE as deleteUser } from '@/app/api/users/[userId]/route';
import { forgetUserAccess } from '@/lib/auth/user-access';
import { practiceFiles, users } from '@/lib/db/schema';
import { setBugMode } from '@/lib/practice/bug-mode';
import { HARD_CAP_BYTES, MAX_FILE_BYTES, MAX_FILES, WEB_ELEMENTS_FILE_MSG } from '@/lib/practice/exercises/web-elements/file-rules';
import { moveLegacyPracticeFiles } from '@/lib/practice/files/legacy-move';
import { call } from '@/tests/helpers/http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { PNG_HEAD, callWebElements, form, storedPracticeFiles, streamedUpload, upload } from '@/tests/helpers/web-elements-files';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { DELETE: deleteFile, GET: downloadFile } = mountedPracticeRoute('/api/practice/v1/web-elements/files/[id]');
const { GET: listFiles, POST: uploadFile } = mountedPracticeRoute('/api/practice/v1/web-elements/files');

// Issue 29: practice files live in the media store (local folder here), streamed in and out, with only
// their description in practice_files; refused or lost uploads leave nothing there; a reset and an
// account deletion remove the stored bytes; storing needs a verified e-mail; older rows that kept their
// bytes in the database move to the store at start.

const db = setupFreshDatabase();

const storedPath = (storageName: string) => path.join(process.env.UPLOADS_DIR!, 'practice', storageName);

/** The practice_files row as the database holds it, `content` and `storage_name` included. */
async function rowOf(id: number): Promise<{ content: unknown; storage_name: string | null; size_bytes: number }> {
  const result = await db().execute(sql`select content, storage_name, size_bytes from practice_files where id = ${id}`);
  return result.rows[0] as { content: unknown; storage_name: string | null; size_bytes: number };
}

async function storageNamesOf(userId: string): Promise<string[]> {
  const rows = await db().select({ name: practiceFiles.storageName }).from(practiceFiles).where(eq(practiceFiles.userId, userId));
  return rows.map((row) => row.name!).sort();
}

async function download(who: TestUser, id: number) {
  const request = new Request(`http://localhost:3000/api/practice/v1/web-elements/files/${id}`, { headers: { cookie: who.cookie, 'x-qa-peer-ip': '203.0.113.10' } });
  return downloadFile(request, { params: Promise.resolve({ id: String(id) }) });
}

/** Sends a streamed request to the upload route and reads its JSON reply. */
async function sendStreamed(request: Request) {
  const reply = await uploadFile(request, { params: Promise.resolve({}) });
  return { status: reply.status, json: await reply.json() };
}

const pngOf = (size: number) => Buffer.concat([PNG_HEAD, crypto.randomBytes(size - PNG_HEAD.length)]);

describe('where the bytes of a practice file live', () => {
  it('keeps the bytes in the media store and only their description in practice_files', async () => {
    const ann = await createLoggedInUser();
    const bytes = pngOf(300_000);
    const reply = await upload(ann, form('photo.png', bytes));
    expect(reply.status).toBe(200);

    const row = await rowOf(reply.json.file.id);
    expect(row.content).toBeNull();
    expect(row.size_bytes).toBe(bytes.length);
    expect(row.storage_name).toMatch(/^[0-9a-f-]{36}\.bin$/);
    expect(storedPracticeFiles()).toEqual([row.storage_name]);
    expect(fs.readFileSync(storedPath(row.storage_name!)).equals(bytes)).toBe(true);
  });

  it('downloads exactly the uploaded bytes, streamed from the store, at 1 MB and (bug mode on) at the 4 MB hard cap', async () => {
    const ann = await createLoggedInUser();
    for (const [bugMode, size] of [
      [false, MAX_FILE_BYTES],
      [true, HARD_CAP_BYTES],
    ] as const) {
      await setBugMode(ann.id, bugMode);
      const bytes = pngOf(size);
      const reply = await upload(ann, form(`exact-${size}.png`, bytes));
      expect(reply.status, `bug mode ${bugMode}`).toBe(200);
      const got = await download(ann, reply.json.file.id);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-length')).toBe(String(size));
      expect(got.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await got.arrayBuffer()).equals(bytes), `bug mode ${bugMode}`).toBe(true);
      expect(fs.readFileSync(storedPath((await rowOf(reply.json.file.id)).storage_name!)).equals(bytes)).toBe(true);
    }
  });
});

describe('refused and lost uploads', () => {
  it('leave nothing in the store, also those it had begun to store', async () => {
    const ann = await createLoggedInUser();
    const earlier = storedPracticeFiles().length;
    expect((await upload(ann, form('kept.txt', 'kept'))).status).toBe(200);
    const before = storedPracticeFiles();
    expect(before).toHaveLength(earlier + 1);

    // Each is refused only after its first bytes were written to the store (a name and extension that may
    // be kept), most of them only at or near their end.
    const refused: [string, FormData, number, string][] = [
      ['one byte over 1 MB', form('big.txt', 'a'.repeat(MAX_FILE_BYTES + 1)), 413, 'FILE_TOO_LARGE'],
      ['JSON broken at its very end', form('data.json', `[${'1,'.repeat(300_000)}`), 415, 'FILE_TYPE_NOT_ALLOWED'],
      ['a NUL byte after 600 KB of text', form('notes.txt', Buffer.concat([Buffer.alloc(600_000, 0x61), Buffer.from([0])])), 415, 'FILE_TYPE_NOT_ALLOWED'],
      ['UTF-8 cut in the middle of a character at the end', form('notes.csv', Buffer.concat([Buffer.alloc(10_000, 0x61), Buffer.from([0xc3])])), 415, 'FILE_TYPE_NOT_ALLOWED'],
      ['a PNG that is not one', form('fake.png', 'not a png at all'), 415, 'FILE_TYPE_NOT_ALLOWED'],
      ['an empty file', form('empty.txt', ''), 400, 'FILE_EMPTY'],
    ];
    for (const [what, data, status, code] of refused) {
      const reply = await upload(ann, data);
      expect(reply.status, what).toBe(status);
      expect(reply.json.code, what).toBe(code);
      expect(storedPracticeFiles(), what).toEqual(before);
    }

    // A chunked body with no Content-Length, past the hard cap: refused as soon as the cap is passed.
    const pastCap = await sendStreamed(streamedUpload(ann.cookie, 'stream.txt', Array.from({ length: 5 }, () => Buffer.alloc(MAX_FILE_BYTES, 0x62))));
    expect(pastCap).toEqual({ status: 413, json: { message: WEB_ELEMENTS_FILE_MSG.tooLarge, code: 'FILE_TOO_LARGE' } });
    expect(storedPracticeFiles()).toEqual(before);

    // The client goes away after 600 KB.
    const cancelled = await sendStreamed(streamedUpload(ann.cookie, 'cut.txt', [Buffer.alloc(300_000, 0x63), Buffer.alloc(300_000, 0x63)], { cutShort: true }));
    expect(cancelled).toEqual({ status: 400, json: { message: 'The upload was cancelled.', code: 'UPLOAD_CANCELLED' } });
    expect(storedPracticeFiles()).toEqual(before);

    // The whole file arrives but the form never ends.
    const unfinished = await callWebElements(uploadFile, {
      method: 'POST',
      cookie: ann.cookie,
      rawBody: `--zzz\r\nContent-Disposition: form-data; name="file"; filename="open.txt"\r\n\r\n${'o'.repeat(50_000)}\r\n`,
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
    });
    expect(unfinished.status).toBe(400);
    expect(unfinished.json.code).toBe('NOT_A_FORM');
    expect(storedPracticeFiles()).toEqual(before);

    expect((await callWebElements(listFiles, { cookie: ann.cookie })).json.files.map((file: { name: string }) => file.name)).toEqual(['kept.txt']);
  });

  it(`stores nothing past ${MAX_FILES} files, even with twelve uploads at once`, async () => {
    const ann = await createLoggedInUser();
    const before = storedPracticeFiles().length;
    const replies = await Promise.all(Array.from({ length: MAX_FILES + 2 }, (_, i) => upload(ann, form(`f${i}.txt`, `file ${i}`))));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(MAX_FILES);
    expect(replies.filter((reply) => reply.status === 409).map((reply) => reply.json.code)).toEqual(['TOO_MANY_FILES', 'TOO_MANY_FILES']);
    expect(await storageNamesOf(ann.id)).toHaveLength(MAX_FILES);
    expect(storedPracticeFiles().length - before).toBe(MAX_FILES);
  });
});

describe('removing files', () => {
  it('deletes a file’s bytes with it, and "Reset my practice data" removes the learner’s files from the store', async () => {
    const ann = await createLoggedInUser();
    const ben = await createLoggedInUser();
    const first = await upload(ann, form('a.txt', 'Ann one'));
    const second = await upload(ann, form('b.txt', 'Ann two'));
    const bens = await upload(ben, form('c.txt', 'Ben'));
    const [annFirst, annSecond, benName] = await Promise.all([first, second, bens].map(async (reply) => (await rowOf(reply.json.file.id)).storage_name!));

    expect((await callWebElements(deleteFile, { method: 'DELETE', cookie: ann.cookie, params: { id: String(first.json.file.id) } })).status).toBe(200);
    expect(fs.existsSync(storedPath(annFirst))).toBe(false);
    expect(fs.existsSync(storedPath(annSecond))).toBe(true);

    expect((await callWebElements(resetRoute, { method: 'POST', cookie: ann.cookie, params: { exercise: 'web-elements' } })).status).toBe(200);
    expect(fs.existsSync(storedPath(annSecond))).toBe(false);
    expect(fs.existsSync(storedPath(benName))).toBe(true);
  });

  it('removes a deleted account’s files from the store', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const ben = await createLoggedInUser();
    await upload(ben, form('one.txt', 'one'));
    await upload(ben, form('two.csv', 'a,b\n'));
    const names = await storageNamesOf(ben.id);
    expect(names).toHaveLength(2);
    for (const name of names) expect(fs.existsSync(storedPath(name))).toBe(true);

    const removed = await call(deleteUser, { method: 'DELETE', cookie: admin.cookie, params: { userId: ben.id } });
    expect(removed.status).toBe(200);
    for (const name of names) expect(fs.existsSync(storedPath(name)), name).toBe(false);
    expect(await storageNamesOf(ben.id)).toEqual([]);
  });
});

describe('a verified e-mail', () => {
  it('is needed to store a file: 403 with a link to verify it, nothing stored; listing still works', async () => {
    const una = await createLoggedInUser({ emailVerified: false });
    const before = storedPracticeFiles();
    const reply = await upload(una, form('notes.txt', 'Hello'));
    expect(reply.status).toBe(403);
    expect(reply.json).toEqual({ message: WEB_ELEMENTS_FILE_MSG.needsVerifiedEmail, code: 'EMAIL_NOT_VERIFIED', link: '/verifyEmail' });
    expect(storedPracticeFiles()).toEqual(before);
    expect((await callWebElements(listFiles, { cookie: una.cookie })).json.files).toEqual([]);

    // Once the address is verified, the same upload is stored.
    await db().update(users).set({ emailVerified: true }).where(eq(users.id, una.id));
    forgetUserAccess(una.id);
    expect((await upload(una, form('notes.txt', 'Hello'))).status).toBe(200);
  });

  it('is not needed to list, download or delete the files already kept', async () => {
    const ann = await createLoggedInUser();
    const { json } = await upload(ann, form('mine.txt', 'mine'));
    const stored = storedPath((await rowOf(json.file.id)).storage_name!);
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, ann.id));
    forgetUserAccess(ann.id);

    expect((await callWebElements(listFiles, { cookie: ann.cookie })).json.files).toHaveLength(1);
    const got = await download(ann, json.file.id);
    expect(got.status).toBe(200);
    expect(await got.text()).toBe('mine');
    expect((await callWebElements(deleteFile, { method: 'DELETE', cookie: ann.cookie, params: { id: String(json.file.id) } })).status).toBe(200);
    expect(fs.existsSync(stored)).toBe(false);
  });
});

describe('files kept in the database by an older version', () => {
  it('move to the store at start and are served from there', async () => {
    const ann = await createLoggedInUser();
    const bytes = pngOf(200_000);
    const [row] = await db()
      .insert(practiceFiles)
      .values({ userId: ann.id, exercise: 'web-elements', name: 'old.png', mimeType: 'image/png', sizeBytes: bytes.length, content: bytes })
      .returning({ id: practiceFiles.id });
    // Until it is moved, the row is listed but its bytes are not served from the database.
    expect((await download(ann, row.id)).status).toBe(404);

    expect(await moveLegacyPracticeFiles()).toBe(1);
    const moved = await rowOf(row.id);
    expect(moved.content).toBeNull();
    expect(fs.readFileSync(storedPath(moved.storage_name!)).equals(bytes)).toBe(true);
    const got = await download(ann, row.id);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
    expect(await moveLegacyPracticeFiles()).toBe(0);
  });
});
