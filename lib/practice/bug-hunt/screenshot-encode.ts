import 'server-only';
import sharp from 'sharp';
import { ApiError } from '../../api/errors';
import { BUG_HUNT_MSG } from '../../messages/bug-hunt';
import { newMediaName, writeMedia } from '../../storage';
import { IMAGE_MAX_PIXELS } from '../../uploads/image-limits';
import type { ReceivedFile } from '../../uploads/receive-file';
import type { SniffedType } from '../../uploads/sniff';
import { PRACTICE_AREA, openPracticeBytes, removePracticeBytes } from '../files/stored-bytes';

// A screenshot is decoded and encoded again before it is attached (docs/architecture.md#bug-hunt), so what trainers
// open is pixels and nothing else: bytes after the image's end (a polyglot, an archive glued on), metadata (EXIF with
// a camera's location) and a second payload in unused chunks are all gone. sharp (libvips) decodes on libuv's thread
// pool, not the event loop; it is Next's own image library, prebuilt for each platform, so it needs no install script.
// A GIF becomes a PNG of its first frame: a screenshot is a still picture.

const PNG: SniffedType = { kind: 'image', mime: 'image/png', ext: 'png' };

async function encodeAs(input: Buffer, type: SniffedType): Promise<{ data: Buffer; type: SniffedType }> {
  // failOn 'error': a valid image with junk after its end decodes (the junk is what we drop); a broken one does not.
  const image = sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false, failOn: 'error' }).rotate();
  if (type.ext === 'jpg') return { data: await image.jpeg({ quality: 90 }).toBuffer(), type };
  if (type.ext === 'webp') return { data: await image.webp({ quality: 90 }).toBuffer(), type };
  return { data: await image.png().toBuffer(), type: PNG };
}

async function readAll(fileName: string): Promise<Buffer> {
  const stored = await openPracticeBytes(fileName);
  if (!stored) throw new Error(`The uploaded screenshot ${fileName} is gone from the store`);
  return Buffer.from(await new Response(stored.body).arrayBuffer());
}

/**
 * Replaces the uploaded file with its re-encoded picture under a new name, and removes the upload. One that starts
 * like an image but does not decode is a 415 and leaves nothing behind.
 */
export async function reencodeScreenshot(file: ReceivedFile): Promise<ReceivedFile> {
  try {
    const input = await readAll(file.fileName);
    const encoded = await encodeAs(input, file.type).catch(() => {
      throw new ApiError(415, BUG_HUNT_MSG.screenshotUnreadable, undefined, undefined, 'SCREENSHOT_UNREADABLE');
    });
    const fileName = newMediaName(encoded.type.ext);
    await writeMedia(PRACTICE_AREA, fileName, encoded.data);
    return { fileName, size: encoded.data.length, type: encoded.type };
  } finally {
    await removePracticeBytes([file.fileName]);
  }
}
