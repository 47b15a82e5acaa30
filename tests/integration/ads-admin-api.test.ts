import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AD_MSG, MSG } from '@/lib/messages';
import { DELETE as deleteAd, GET as getAdMedia, PUT as updateAd } from '@/app/api/ads/[id]/route';
import { GET as listAds, POST as createAd } from '@/app/api/ads/route';
import { AD_MAX_BYTES } from '@/lib/validation/ads';
import { call } from '../helpers/http';
import { formWithFile, pngBytes, pngDeclaring } from '../helpers/files';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser, type TestUser } from '../helpers/users';

setupFreshDatabase();

let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  admin = await createLoggedInUser({ role: 'admin' });
  student = await createLoggedInUser({ payStatus: 'yes' });
});

const adsDir = () => path.join(process.env.UPLOADS_DIR as string, 'ads');
const storedFiles = () => (fs.existsSync(adsDir()) ? fs.readdirSync(adsDir()).sort() : []);
const stored = (media: string) => fs.existsSync(path.join(adsDir(), media));

/** The start of an MP4 file: enough bytes for the magic-number check. */
function mp4Bytes(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp42', 'latin1')]);
  return Buffer.concat([ftyp, Buffer.alloc(2048, 7)]);
}
const htmlBytes = () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

function textForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

async function postAd(form: FormData, cookie = admin.cookie) {
  return call(createAd, { path: '/api/ads', cookie, form });
}

async function newImageAd(title = 'Spring Bootcamp') {
  const result = await postAd(formWithFile('ads', pngBytes(), 'banner.png', 'image/png', { title, type: 'image' }));
  expect(result.status).toBe(200);
  return result.json as { success: true; id: number; title: string; type: string; media: string };
}

// cookie: the admin's by default, another user's, or null for an anonymous caller.
const put = (id: number | string, form: FormData, cookie: string | null = admin.cookie) =>
  call(updateAd, { method: 'PUT', path: `/api/ads/${id}`, cookie: cookie ?? undefined, params: { id: String(id) }, form });
const del = (id: number | string, cookie: string | null = admin.cookie) =>
  call(deleteAd, { method: 'DELETE', path: `/api/ads/${id}`, cookie: cookie ?? undefined, params: { id: String(id) } });

describe('POST /api/ads', () => {
  it('stores an image ad, shown at once in GET /api/ads and served by its media name', async () => {
    const created = await newImageAd('  Spring Bootcamp ');
    expect(created).toEqual({ success: true, id: expect.any(Number), title: 'Spring Bootcamp', type: 'image', media: expect.stringMatching(/\.png$/) });
    expect(stored(created.media)).toBe(true);
    const list = await call(listAds, { path: '/api/ads' });
    expect(list.json[0]).toEqual({ id: created.id, title: 'Spring Bootcamp', type: 'image', media: created.media });
    const served = await call(getAdMedia, { params: { id: created.media } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('takes the type from the bytes, not from the client', async () => {
    const image = await postAd(formWithFile('ads', pngBytes(), 'clip.mp4', 'video/mp4', { title: 'Looks like a video', type: 'video' }));
    expect(image.status).toBe(200);
    expect(image.json.type).toBe('image');
    expect(image.json.media).toMatch(/\.png$/);
    const video = await postAd(formWithFile('ads', mp4Bytes(), 'poster.png', 'image/png', { title: 'Looks like an image', type: 'image' }));
    expect(video.status).toBe(200);
    expect(video.json.type).toBe('video');
    expect(video.json.media).toMatch(/\.mp4$/);
    const list = (await call(listAds, { path: '/api/ads' })).json;
    expect(list).toContainEqual({ id: image.json.id, title: 'Looks like a video', type: 'image', media: image.json.media });
    expect(list).toContainEqual({ id: video.json.id, title: 'Looks like an image', type: 'video', media: video.json.media });
  });

  it('refuses a spoofed type (HTML named .png) with 415 and leaves no file', async () => {
    const before = storedFiles();
    const count = (await call(listAds)).json.length;
    const result = await postAd(formWithFile('ads', htmlBytes(), 'banner.png', 'image/png', { title: 'Evil', type: 'image' }));
    expect(result.status).toBe(415);
    expect(result.json).toEqual({ message: AD_MSG.mediaType });
    expect(storedFiles()).toEqual(before);
    expect((await call(listAds)).json.length).toBe(count);
  });

  it('refuses an image that declares more pixels than the cap (400, the image-size message) and leaves no file', async () => {
    const before = storedFiles();
    const result = await postAd(formWithFile('ads', pngDeclaring(25_000, 25_000), 'huge.png', 'image/png', { title: 'Huge', type: 'image' }));
    expect(result.status).toBe(400);
    expect(result.json).toEqual({ message: MSG.imageDimensions });
    expect(storedFiles()).toEqual(before);
  });

  it('requires the media ("Media is required !")', async () => {
    const before = storedFiles();
    const result = await postAd(textForm({ title: 'No file', type: 'image' }));
    expect(result.status).toBe(400);
    expect(result.json.message).toBe(AD_MSG.media);
    expect(storedFiles()).toEqual(before);
  });

  it('requires a title ("Title is required.") and removes the stored file', async () => {
    const before = storedFiles();
    for (const extra of [{}, { title: '   ' }] as Record<string, string>[]) {
      const result = await postAd(formWithFile('ads', pngBytes(), 'banner.png', 'image/png', extra));
      expect(result.status).toBe(400);
      expect(result.json).toEqual({ message: AD_MSG.title, errors: { title: AD_MSG.title } });
    }
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file over 50 MB with 413 and leaves no file', async () => {
    const before = storedFiles();
    const big = Buffer.alloc(AD_MAX_BYTES + 1024);
    pngBytes().copy(big, 0, 0, 64);
    const result = await postAd(formWithFile('ads', big, 'big.png', 'image/png', { title: 'Too big' }));
    expect(result.status).toBe(413);
    expect(result.json).toEqual({ message: AD_MSG.mediaTooLarge });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a body that is not multipart', async () => {
    const result = await call(createAd, { cookie: admin.cookie, body: { title: 'JSON ad' } });
    expect(result.status).toBe(415);
  });

  it('refuses students (403) and anonymous callers (401), storing nothing', async () => {
    const before = storedFiles();
    const form = () => formWithFile('ads', pngBytes(), 'banner.png', 'image/png', { title: 'Nope' });
    expect((await postAd(form(), student.cookie)).status).toBe(403);
    expect((await call(createAd, { form: form() })).status).toBe(401);
    expect(storedFiles()).toEqual(before);
  });
});

describe('PUT /api/ads/{id}', () => {
  it('changes the title and keeps the media when no new file is sent', async () => {
    const created = await newImageAd('Old title');
    const result = await put(created.id, textForm({ title: ' New title ', type: 'video' }));
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ success: true, id: created.id, title: 'New title', type: 'image', media: created.media });
    expect(stored(created.media)).toBe(true);
    expect((await call(listAds)).json).toContainEqual({ id: created.id, title: 'New title', type: 'image', media: created.media });
  });

  it('keeps the media when the form carries an empty file part', async () => {
    const created = await newImageAd('Empty part');
    const result = await put(created.id, formWithFile('ads', Buffer.alloc(0), '', 'application/octet-stream', { title: 'Still here' }));
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ title: 'Still here', media: created.media });
    expect(stored(created.media)).toBe(true);
  });

  it('stores a new file under a new name, removes the old file, and takes the type from the bytes', async () => {
    const created = await newImageAd('Switch to video');
    const result = await put(created.id, formWithFile('ads', mp4Bytes(), 'still.png', 'image/png', { title: 'Now a video', type: 'image' }));
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ success: true, id: created.id, title: 'Now a video', type: 'video', media: expect.stringMatching(/\.mp4$/) });
    expect(result.json.media).not.toBe(created.media);
    expect(stored(result.json.media)).toBe(true);
    expect(stored(created.media)).toBe(false);
    expect((await call(getAdMedia, { params: { id: created.media } })).status).toBe(404);
    const served = await call(getAdMedia, { params: { id: result.json.media } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect((await call(listAds)).json).toContainEqual({ id: created.id, title: 'Now a video', type: 'video', media: result.json.media });
  });

  it('refuses a blank title (with or without a file), a spoofed file and leaves the ad and files as they were', async () => {
    const created = await newImageAd('Unchanged');
    const before = storedFiles();
    const blank = await put(created.id, textForm({ title: ' ' }));
    expect(blank.status).toBe(400);
    expect(blank.json).toEqual({ message: AD_MSG.title, errors: { title: AD_MSG.title } });
    const blankWithFile = await put(created.id, formWithFile('ads', pngBytes(), 'b.png', 'image/png', { title: '' }));
    expect(blankWithFile.status).toBe(400);
    expect(blankWithFile.json.message).toBe(AD_MSG.title);
    const spoofed = await put(created.id, formWithFile('ads', htmlBytes(), 'b.png', 'image/png', { title: 'Evil' }));
    expect(spoofed.status).toBe(415);
    expect(spoofed.json).toEqual({ message: AD_MSG.mediaType });
    expect(storedFiles()).toEqual(before);
    expect((await call(listAds)).json).toContainEqual({ id: created.id, title: 'Unchanged', type: 'image', media: created.media });
  });

  it('answers 404 for unknown and malformed ids, storing nothing', async () => {
    const before = storedFiles();
    const form = () => formWithFile('ads', pngBytes(), 'b.png', 'image/png', { title: 'Ghost' });
    const unknown = await put(987654, form());
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'Ad not found.' });
    for (const id of ['abc', '0', '-1', '1.5', '01', '99999999999', 'x.png']) {
      expect((await put(id, form())).status, id).toBe(404);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('refuses students (403) and anonymous callers (401)', async () => {
    const created = await newImageAd('Guarded');
    const before = storedFiles();
    const form = () => formWithFile('ads', pngBytes(), 'b.png', 'image/png', { title: 'Hacked' });
    expect((await put(created.id, form(), student.cookie)).status).toBe(403);
    expect((await put(created.id, form(), null)).status).toBe(401);
    expect(storedFiles()).toEqual(before);
    expect((await call(listAds)).json).toContainEqual({ id: created.id, title: 'Guarded', type: 'image', media: created.media });
  });
});

describe('DELETE /api/ads/{id}', () => {
  it('removes the ad and its file, shown at once', async () => {
    const created = await newImageAd('Going away');
    const result = await del(created.id);
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ success: true });
    expect(stored(created.media)).toBe(false);
    expect((await call(listAds)).json.map((ad: { id: number }) => ad.id)).not.toContain(created.id);
    expect((await call(getAdMedia, { params: { id: created.media } })).status).toBe(404);
    expect((await del(created.id)).status).toBe(404);
  });

  it('answers 404 for malformed ids', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '01', '99999999999']) expect((await del(id)).status, id).toBe(404);
  });

  it('refuses students (403) and anonymous callers (401)', async () => {
    const created = await newImageAd('Protected');
    expect((await del(created.id, student.cookie)).status).toBe(403);
    expect((await del(created.id, null)).status).toBe(401);
    expect(stored(created.media)).toBe(true);
    expect((await call(listAds)).json.map((ad: { id: number }) => ad.id)).toContain(created.id);
  });
});
