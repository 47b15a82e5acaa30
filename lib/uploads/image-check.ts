import 'server-only';
import { ApiError } from '../api/errors';
import { MSG } from '../messages';
import { imageSizeAllowed } from './image-limits';
import { NEED_MORE, readImageSize, UNREADABLE } from './image-size';

// A JPEG's frame header follows its metadata segments (EXIF, ICC profile, XMP), each at most 64 KB; a
// file whose size is still unknown after this many bytes is refused rather than held in memory.
const MAX_HEADER_BYTES = 1024 * 1024;

/**
 * Follows an image upload's first bytes until its header tells its width and height, then refuses it
 * (400, stopping the upload; the partial file is discarded) if it would decode to more than the caps.
 * Bytes pass through untouched; only a copy of the header is kept.
 */
export class ImageSizeCheck {
  private head: Buffer[] = [];
  private headLength = 0;
  private decided = false;

  constructor(private readonly mime: string) {}

  /** Returns the refusal once the header shows one; null while undecided or once allowed. */
  feed(chunk: Buffer): ApiError | null {
    if (this.decided) return null;
    this.head.push(chunk);
    this.headLength += chunk.length;
    const size = readImageSize(Buffer.concat(this.head), this.mime);
    if (size === NEED_MORE) return this.headLength > MAX_HEADER_BYTES ? this.refuse(MSG.imageUnreadable) : null;
    if (size === UNREADABLE) return this.refuse(MSG.imageUnreadable);
    if (!imageSizeAllowed(size)) return this.refuse(MSG.imageDimensions);
    this.decided = true;
    this.head = [];
    return null;
  }

  /** At the end of the file: a header that never completed is refused. */
  finish(): ApiError | null {
    return this.decided ? null : this.refuse(MSG.imageUnreadable);
  }

  private refuse(message: string): ApiError {
    this.decided = true;
    this.head = [];
    return new ApiError(400, message);
  }
}
