import fs from 'node:fs';
import path from 'node:path';
import { env } from '../env';
import { fileBody } from './file-body';
import type { MediaBody, MediaDescription, MediaStore, MediaUpload } from './media-store';
import { assertSafeMediaName, MEDIA_AREAS, type MediaArea } from './names';
import { partialFileName } from './partial-files';
import { sweepPartialFiles } from './sweep-partials';

// MEDIA_STORE=local: media on the local disk under UPLOADS_DIR, one folder per area. It is only ever
// served through route handlers that check access, never from public/.

export function mediaDir(area: MediaArea): string {
  return path.resolve(env().UPLOADS_DIR, area);
}

export function mediaPath(area: MediaArea, fileName: string): string {
  assertSafeMediaName(fileName);
  return path.join(mediaDir(area), fileName);
}

/** A range of a file, opened only when the body is first read (see fileBody). */
function fileRange(file: string, start: number, end: number): MediaBody {
  return {
    web: () => fileBody(file, start, end),
    node: () => fs.createReadStream(file, { start, end }),
  };
}

/**
 * Writes to a hidden temporary file in the area's folder and renames it once complete, so a reader
 * never streams half a file; a process killed meanwhile leaves the temporary file for sweepUnfinished.
 */
function beginFileUpload(area: MediaArea, describe: () => MediaDescription): MediaUpload {
  const dir = mediaDir(area);
  fs.mkdirSync(dir, { recursive: true });
  const partial = path.join(dir, partialFileName());
  let committed: string | null = null;
  const sink = fs.createWriteStream(partial, { flags: 'wx' });
  return {
    sink,
    async commit() {
      const target = mediaPath(area, describe().fileName);
      await fs.promises.rename(partial, target);
      committed = target;
    },
    async discard() {
      // The stream creates its file when it opens, which may still be under way when an upload is refused at its
      // first bytes: once it has closed, the file is there to remove and nothing writes to it any more.
      if (!sink.closed) {
        await new Promise<void>((resolve) => {
          sink.once('close', () => resolve());
          sink.destroy();
        });
      }
      await fs.promises.rm(committed ?? partial, { force: true });
    },
  };
}

export const localMediaStore: MediaStore = {
  kind: 'local',
  beginUpload: beginFileUpload,

  async write(area, fileName, data) {
    const upload = beginFileUpload(area, () => ({ fileName, contentType: '' }));
    try {
      await new Promise<void>((resolve, reject) => {
        upload.sink.on('error', reject).end(data, resolve);
      });
      await upload.commit();
    } catch (error) {
      await upload.discard();
      throw error;
    }
  },

  async size(area, fileName) {
    try {
      const stat = await fs.promises.stat(mediaPath(area, fileName));
      return stat.isFile() ? stat.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  },

  async read(area, fileName, start, end) {
    return fileRange(mediaPath(area, fileName), start, end);
  },

  async remove(area, fileName) {
    await fs.promises.rm(mediaPath(area, fileName), { force: true });
  },

  async check() {
    await fs.promises.mkdir(path.resolve(env().UPLOADS_DIR), { recursive: true });
  },

  // Only files older than this process are touched, so an upload it has begun is never removed.
  sweepUnfinished: (startedAt) => sweepPartialFiles(MEDIA_AREAS.map(mediaDir), startedAt),
};
