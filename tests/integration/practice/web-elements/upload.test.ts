import { describe, expect, it } from 'vitest';
import { WEB_ELEMENTS_FILE_MSG, HARD_CAP_BYTES, MAX_FILE_BYTES, MAX_FILES } from '@/lib/practice/exercises/web-elements/file-rules';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { PNG_HEAD, callWebElements as call, form, upload } from '@/tests/helpers/web-elements-files';
import { createLoggedInUser } from '@/tests/helpers/users';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { GET: listFiles, POST: uploadFile } = mountedPracticeRoute('/api/practice/v1/web-elements/files');


// The Web Elements exercise's upload rules (docs/practice/web-elements.md): what is stored and listed, and the
// 400/413/415 answers with their messages.

setupFreshDatabase();

describe('uploading a file', () => {
  it('stores an allowed file for the learner and lists it with its name, size, type and time', async () => {
    const ann = await createLoggedInUser();
    const reply = await upload(ann, form('notes.txt', 'Hello, tester!\n'));
    expect(reply.status).toBe(200);
    expect(reply.json.message).toBe('Uploaded notes.txt (15 bytes).');
    expect(reply.json.file).toMatchObject({ name: 'notes.txt', sizeBytes: 15, mimeType: 'text/plain; charset=utf-8' });

    const list = await call(listFiles, { cookie: ann.cookie });
    expect(list.status).toBe(200);
    expect(list.json.files).toHaveLength(1);
    expect(list.json.files[0]).toMatchObject({ id: reply.json.file.id, name: 'notes.txt', sizeBytes: 15 });
    expect(Date.parse(list.json.files[0].uploadedAt)).not.toBeNaN();
  });

  it('decides the type by the extension and the content together', async () => {
    const ann = await createLoggedInUser();
    const accepted: [string, Buffer | string, string][] = [
      ['data.csv', 'a,b\n1,2\n', 'text/csv; charset=utf-8'],
      ['data.json', '{"ok":true}', 'application/json'],
      ['pixel.png', PNG_HEAD, 'image/png'],
      ['photo.JPG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]), 'image/jpeg'],
      ['doc.pdf', '%PDF-1.4\n%%EOF\n', 'application/pdf'],
    ];
    for (const [name, content, type] of accepted) {
      const reply = await upload(ann, form(name, content));
      expect(reply.status, name).toBe(200);
      expect(reply.json.file.mimeType, name).toBe(type);
    }
    const refused: [string, Buffer | string][] = [
      ['script.exe', 'MZ...'],
      ['page.html', '<html></html>'],
      ['fake.png', 'not a png at all'],
      ['broken.json', '{"ok":'],
      ['binary.txt', Buffer.from([0x48, 0x00, 0x49])],
      ['no-extension', 'plain text'],
    ];
    for (const [name, content] of refused) {
      const reply = await upload(ann, form(name, content));
      expect(reply.status, name).toBe(415);
      expect(reply.json, name).toEqual({ message: WEB_ELEMENTS_FILE_MSG.badType, code: 'FILE_TYPE_NOT_ALLOWED' });
    }
  });

  it('accepts exactly 1 MB and refuses one byte more with 413 and a message', async () => {
    const ann = await createLoggedInUser();
    const exact = await upload(ann, form('exact.txt', 'a'.repeat(MAX_FILE_BYTES)));
    expect(exact.status).toBe(200);
    expect(exact.json.file.sizeBytes).toBe(MAX_FILE_BYTES);

    const over = await upload(ann, form('over.txt', 'a'.repeat(MAX_FILE_BYTES + 1)));
    expect(over.status).toBe(413);
    expect(over.json).toEqual({ message: WEB_ELEMENTS_FILE_MSG.tooLarge, code: 'FILE_TOO_LARGE' });
    const list = await call(listFiles, { cookie: ann.cookie });
    expect(list.json.files.map((f: { name: string }) => f.name)).toEqual(['exact.txt']);
  });

  it('refuses a body declared past the hard cap before reading it', async () => {
    const ann = await createLoggedInUser();
    const reply = await call(uploadFile, {
      method: 'POST',
      cookie: ann.cookie,
      rawBody: 'x',
      headers: { 'content-type': 'multipart/form-data; boundary=abc', 'content-length': String(HARD_CAP_BYTES * 2) },
    });
    expect(reply.status).toBe(413);
    expect(reply.json).toEqual({ message: WEB_ELEMENTS_FILE_MSG.tooLarge, code: 'FILE_TOO_LARGE' });
  });

  it('answers 400 for no file, an empty file or a file in another field, and 415 for a body that is not multipart', async () => {
    const ann = await createLoggedInUser();
    const none = new FormData();
    none.append('comment', 'no file here');
    for (const data of [none, form('a.txt', 'text', 'attachment')]) {
      const reply = await upload(ann, data);
      expect(reply.status).toBe(400);
      expect(reply.json).toEqual({ message: WEB_ELEMENTS_FILE_MSG.missing, code: 'FILE_MISSING' });
    }
    // What a browser sends when no file was chosen: an empty part without a name.
    const unchosen = await upload(ann, form('', ''));
    expect(unchosen.status).toBe(400);
    expect(unchosen.json.message).toBe(WEB_ELEMENTS_FILE_MSG.missing);

    const empty = await upload(ann, form('empty.txt', ''));
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ message: WEB_ELEMENTS_FILE_MSG.empty, code: 'FILE_EMPTY' });

    const json = await call(uploadFile, { method: 'POST', cookie: ann.cookie, body: { file: 'hello' } });
    expect(json.status).toBe(415);
    expect(json.json).toEqual({ message: WEB_ELEMENTS_FILE_MSG.notMultipart, code: 'NOT_MULTIPART' });

    const garbled = await call(uploadFile, {
      method: 'POST',
      cookie: ann.cookie,
      rawBody: 'this is not a multipart body',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
    });
    expect(garbled.status).toBe(400);
    expect(garbled.json).toEqual({ message: WEB_ELEMENTS_FILE_MSG.notForm, code: 'NOT_A_FORM' });
    expect((await call(listFiles, { cookie: ann.cookie })).json.files).toEqual([]);
  });

  it('keeps only the last path segment of a name and refuses a name that is too long', async () => {
    const ann = await createLoggedInUser();
    const pathy = await upload(ann, form('C:\\Users\\ann\\report.csv', 'x,y\n'));
    expect(pathy.status).toBe(200);
    expect(pathy.json.file.name).toBe('report.csv');
    const long = await upload(ann, form(`${'n'.repeat(101)}.txt`, 'x'));
    expect(long.status).toBe(400);
    expect(long.json).toEqual({ message: WEB_ELEMENTS_FILE_MSG.badName, code: 'BAD_FILE_NAME' });
  });

  it(`keeps at most ${MAX_FILES} files per learner (409), and a visitor gets 401`, async () => {
    const ann = await createLoggedInUser();
    for (let i = 0; i < MAX_FILES; i += 1) expect((await upload(ann, form(`f${i}.txt`, `file ${i}`))).status).toBe(200);
    const eleventh = await upload(ann, form('one-more.txt', 'x'));
    expect(eleventh.status).toBe(409);
    expect(eleventh.json.code).toBe('TOO_MANY_FILES');
    expect(eleventh.json.message).toBe(WEB_ELEMENTS_FILE_MSG.tooMany);

    expect((await call(uploadFile, { method: 'POST', form: form('a.txt', 'x') })).status).toBe(401);
    expect((await call(listFiles, {})).status).toBe(401);
  });
});
