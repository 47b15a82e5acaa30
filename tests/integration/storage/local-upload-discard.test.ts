import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { expect, it } from 'vitest';
import { localMediaStore, mediaDir } from '@/lib/storage/local-store';

// An upload refused at its first bytes (a file over the size limit) is discarded while its temporary file may still
// be opening: the discard must wait for the file stream to close, or the file appears after it was removed
// (training-upload.test.ts once found such a `.upload-….partial` left behind on a loaded machine).

const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

it('an upload refused as it begins, then discarded, leaves no file behind', async () => {
  const dir = mediaDir('trainings');
  for (let round = 0; round < 50; round++) {
    const upload = localMediaStore.beginUpload('trainings', () => ({ fileName: 'never.mp4', contentType: 'video/mp4' }));
    const source = new PassThrough();
    const piped = pipeline(source, upload.sink).catch(() => {});
    source.destroy(new Error('refused'));
    await piped;
    await upload.discard();
    expect(filesIn(dir)).toEqual([]);
  }
});

it('an upload refused after some bytes were written, then discarded, leaves no file behind', async () => {
  const dir = mediaDir('trainings');
  const upload = localMediaStore.beginUpload('trainings', () => ({ fileName: 'never.mp4', contentType: 'video/mp4' }));
  const source = new PassThrough();
  const piped = pipeline(source, upload.sink).catch(() => {});
  await new Promise<void>((resolve) => source.write(Buffer.alloc(1024), () => resolve()));
  source.destroy(new Error('refused'));
  await piped;
  await upload.discard();
  expect(filesIn(dir)).toEqual([]);
});
