import { describe, expect, it } from 'vitest';
import { POST as resetRoute } from '@/app/api/practice/v1/[exercise]/reset/route';
import { setBugMode } from '@/lib/practice/bug-mode';
import { HARD_CAP_BYTES, MAX_FILE_BYTES, WEB_ELEMENTS_FILE_MSG } from '@/lib/practice/exercises/web-elements/file-rules';
import { sampleCsv } from '@/lib/practice/exercises/web-elements/sample-csv';
import { WEB_ELEMENTS_FEED_MSG } from '@/lib/practice/exercises/web-elements/schemas';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { PNG_HEAD, callWebElements as call, form, upload } from '@/tests/helpers/web-elements-files';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { GET: feedRoute } = mountedPracticeRoute('/api/practice/v1/web-elements/feed');
const { DELETE: deleteFile, GET: downloadFile } = mountedPracticeRoute('/api/practice/v1/web-elements/files/[id]');
const { GET: listFiles } = mountedPracticeRoute('/api/practice/v1/web-elements/files');
const { GET: imageRoute } = mountedPracticeRoute('/api/practice/v1/web-elements/images/[name]');
const { GET: sampleRoute } = mountedPracticeRoute('/api/practice/v1/web-elements/sample.csv');
const { GET: statusRoute } = mountedPracticeRoute('/api/practice/v1/web-elements/status/[code]');


// The Web Elements exercise's API (docs/practice/web-elements.md): uploads into practice_files with their
// 400/413/415 answers, downloads with their headers, one learner's files hidden from another, reset, the
// fixed sample, the image and status routes, the feed, and the two server-side planted defects.

setupFreshDatabase();

/** The handler's raw reply (bytes and headers), for downloads. */
async function download(who: TestUser, id: number | string) {
  const request = new Request(`http://localhost:3000/api/practice/v1/web-elements/files/${id}`, {
    headers: { cookie: who.cookie, 'x-qa-peer-ip': '203.0.113.10' },
  });
  return downloadFile(request, { params: Promise.resolve({ id: String(id) }) });
}

describe('downloading and deleting', () => {
  it('downloads the same bytes as an attachment under the uploaded name and type', async () => {
    const ann = await createLoggedInUser();
    const bytes = Buffer.concat([PNG_HEAD, Buffer.from([1, 2, 3, 250])]);
    const { json } = await upload(ann, form('Résumé (final).png', bytes));
    const reply = await download(ann, json.file.id);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/png');
    expect(reply.headers.get('content-length')).toBe(String(bytes.length));
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="R_sum_ (final).png"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29.png`);
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await reply.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('hides one learner’s files from another: not listed, download and delete answer 404', async () => {
    const ann = await createLoggedInUser();
    const ben = await createLoggedInUser();
    const { json } = await upload(ann, form('secret.txt', 'only for Ann'));
    const id = json.file.id;

    expect((await call(listFiles, { cookie: ben.cookie })).json.files).toEqual([]);
    const stolen = await download(ben, id);
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toEqual({ message: 'There is no such file among your uploads.', code: 'FILE_NOT_FOUND' });
    const removed = await call(deleteFile, { method: 'DELETE', cookie: ben.cookie, params: { id: String(id) } });
    expect(removed.status).toBe(404);
    expect((await download(ann, id)).status).toBe(200);
  });

  it('deletes the learner’s own file, then answers 404 for it; a malformed id is 404 too', async () => {
    const ann = await createLoggedInUser();
    const { json } = await upload(ann, form('gone.txt', 'bye'));
    const removed = await call(deleteFile, { method: 'DELETE', cookie: ann.cookie, params: { id: String(json.file.id) } });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ success: true, message: 'Deleted gone.txt.' });
    expect((await download(ann, json.file.id)).status).toBe(404);
    expect((await call(listFiles, { cookie: ann.cookie })).json.files).toEqual([]);
    for (const id of ['abc', '0', '01', '99999999999']) expect((await download(ann, id)).status, id).toBe(404);
  });

  it('"Reset my practice data" deletes the learner’s files and no one else’s', async () => {
    const ann = await createLoggedInUser();
    const ben = await createLoggedInUser();
    const { json } = await upload(ann, form('a.txt', 'Ann'));
    await upload(ben, form('b.txt', 'Ben'));
    const reset = await call(resetRoute, { method: 'POST', cookie: ann.cookie, params: { exercise: 'web-elements' } });
    expect(reset.status).toBe(200);
    expect((await call(listFiles, { cookie: ann.cookie })).json.files).toEqual([]);
    expect((await download(ann, json.file.id)).status).toBe(404);
    expect((await call(listFiles, { cookie: ben.cookie })).json.files.map((f: { name: string }) => f.name)).toEqual(['b.txt']);
  });

  it('serves the fixed sample.csv as an attachment, the same bytes every time', async () => {
    const ann = await createLoggedInUser();
    const replies = await Promise.all([0, 1].map(() => sampleRoute(new Request('http://localhost:3000/x', { headers: { cookie: ann.cookie } }), { params: Promise.resolve({}) })));
    const [first, second] = await Promise.all(replies.map((reply) => reply.text()));
    expect(replies[0].status).toBe(200);
    expect(replies[0].headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(replies[0].headers.get('content-disposition')).toBe(`attachment; filename="sample.csv"; filename*=UTF-8''sample.csv`);
    expect(first).toBe(second);
    expect(first).toBe(sampleCsv());
    expect(first.split('\n')[0]).toBe('id,name,department,role,salary,start_date');
    expect(first.trim().split('\n')).toHaveLength(11);
  });
});

describe('planted defect WEB-05 (the 1 MB rule), server side', () => {
  it('refuses 1,048,577 bytes with bug mode off and accepts them with it on; the hard cap holds in both', async () => {
    const ann = await createLoggedInUser();
    const big = 'b'.repeat(MAX_FILE_BYTES + 1);
    for (const bugMode of [false, true]) {
      await setBugMode(ann.id, bugMode);
      const reply = await upload(ann, form('big.txt', big));
      expect(reply.status, `bug mode ${bugMode}`).toBe(bugMode ? 200 : 413);
      // The message the upload form shows for a refusal (e2e/practice/web-elements/files.spec.ts shows the form
      // printing the server's message).
      if (!bugMode) expect(reply.json).toMatchObject({ message: WEB_ELEMENTS_FILE_MSG.tooLarge, code: 'FILE_TOO_LARGE' });
      const capped = await upload(ann, form('huge.txt', 'h'.repeat(HARD_CAP_BYTES + 1)));
      expect(capped.status, `bug mode ${bugMode}`).toBe(413);
    }
  });
});

describe('images, status links and the feed', () => {
  it('serves the working SVG images and answers 404 for the broken ones', async () => {
    const ann = await createLoggedInUser();
    for (const name of ['badge.svg', 'chart.svg']) {
      const reply = await call(imageRoute, { cookie: ann.cookie, params: { name } });
      expect(reply.status, name).toBe(200);
      expect(reply.headers.get('content-type')).toBe('image/svg+xml');
      expect(String(reply.json)).toMatch(/^<svg /);
    }
    for (const name of ['missing.png', 'team-photo.jpg']) {
      expect((await call(imageRoute, { cookie: ann.cookie, params: { name } })).json, name).toEqual({ message: `There is no image named ${name}.`, code: 'IMAGE_NOT_FOUND' });
    }
    // A name the route's pattern refuses never reaches the handler: a plain NOT_FOUND.
    expect((await call(imageRoute, { cookie: ann.cookie, params: { name: '../secret.svg' } })).json.code).toBe('NOT_FOUND');
  });

  it('answers each practice status code with a JSON body, and 404 for any other code', async () => {
    const ann = await createLoggedInUser();
    for (const code of [200, 201, 400, 403, 404, 410, 418, 503]) {
      const reply = await call(statusRoute, { cookie: ann.cookie, params: { code: String(code) } });
      expect(reply.status).toBe(code);
      expect(reply.json.status).toBe(code);
      expect(typeof reply.json.message).toBe('string');
    }
    expect((await call(statusRoute, { cookie: ann.cookie, params: { code: '500' } })).status).toBe(404);
    expect((await call(statusRoute, { cookie: ann.cookie, params: { code: 'abc' } })).status).toBe(404);
    expect((await call(statusRoute, { params: { code: '200' } })).status).toBe(401);
  });

  it('pages the feed ten at a time up to 50, and with bug mode on repeats items 11–20 (WEB-06)', async () => {
    const ann = await createLoggedInUser();
    const ids = async (offset: number) => {
      const reply = await call(feedRoute, { cookie: ann.cookie, path: `/api/practice/v1/web-elements/feed?offset=${offset}` });
      expect(reply.status).toBe(200);
      return { ids: reply.json.items.map((item: { id: number }) => item.id), next: reply.json.nextOffset };
    };
    expect(await ids(0)).toEqual({ ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], next: 10 });
    expect(await ids(20)).toEqual({ ids: [21, 22, 23, 24, 25, 26, 27, 28, 29, 30], next: 30 });
    expect(await ids(40)).toEqual({ ids: [41, 42, 43, 44, 45, 46, 47, 48, 49, 50], next: null });
    await setBugMode(ann.id, true);
    expect(await ids(20)).toEqual({ ids: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], next: 30 });

    for (const offset of ['50', '-1', 'x', '1.5']) {
      const reply = await call(feedRoute, { cookie: ann.cookie, path: `/api/practice/v1/web-elements/feed?offset=${offset}` });
      expect(reply.status, offset).toBe(400);
      expect(reply.json.message).toBe(WEB_ELEMENTS_FEED_MSG.offset);
      expect(reply.json.code).toBe('VALIDATION_FAILED');
    }
  });
});
