import crypto from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POST as resetRoute } from '@/app/api/practice/v1/[exercise]/reset/route';
import { MAX_FILE_BYTES } from '@/lib/practice/exercises/web-elements/file-rules';
import { withLocalS3Media } from '@/tests/helpers/local-s3-media';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { PNG_HEAD, callWebElements, form, upload } from '@/tests/helpers/web-elements-files';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { GET: downloadFile } = mountedPracticeRoute('/api/practice/v1/web-elements/files/[id]');

// With MEDIA_STORE=s3 (a real S3-compatible server, s3rver), practice files stream into the bucket as
// `practice/{name}` and out of it again, a refused upload leaves no object, and a reset removes them.

setupFreshDatabase();
const localS3 = withLocalS3Media();

describe('practice files in an S3 bucket', () => {
  it('are stored, served byte for byte, never kept when refused, and removed by a reset', async () => {
    const ann = await createLoggedInUser();
    const bytes = Buffer.concat([PNG_HEAD, crypto.randomBytes(MAX_FILE_BYTES - PNG_HEAD.length)]);
    const reply = await upload(ann, form('shot.png', bytes));
    expect(reply.status).toBe(200);
    const keys = await localS3().keys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^practice\/[0-9a-f-]{36}\.bin$/);
    expect((await localS3().bytes(keys[0])).equals(bytes)).toBe(true);
    expect(fs.existsSync(`${process.env.UPLOADS_DIR}/practice`)).toBe(false);

    const request = new Request(`http://localhost:3000/api/practice/v1/web-elements/files/${reply.json.file.id}`, { headers: { cookie: ann.cookie } });
    const got = await downloadFile(request, { params: Promise.resolve({ id: String(reply.json.file.id) }) });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-length')).toBe(String(bytes.length));
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);

    // Stored to the end, then refused: the JSON breaks at its last byte.
    expect((await upload(ann, form('data.json', `[${'1,'.repeat(200_000)}`))).status).toBe(415);
    expect((await upload(ann, form('big.txt', 'a'.repeat(MAX_FILE_BYTES + 1)))).status).toBe(413);
    expect(await localS3().keys()).toEqual(keys);

    expect((await callWebElements(resetRoute, { method: 'POST', cookie: ann.cookie, params: { exercise: 'web-elements' } })).status).toBe(200);
    expect(await localS3().keys()).toEqual([]);
  });
});
