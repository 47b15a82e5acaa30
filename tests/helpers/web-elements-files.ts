import { POST as uploadFile } from '@/app/api/practice/v1/web-elements/files/route';
import { practiceCaller } from './practice-http';
import type { TestUser } from './users';

// The Web Elements exercise's file uploads, shared by its two integration files (upload rules; files and feed).

/** The Web Elements practice API, called in-process. */
export const callWebElements = practiceCaller('v1/web-elements');

/** The first bytes of a PNG: enough for the type sniffing to call a file an image. */
export const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A multipart form with one file under `field`. */
export function form(name: string, content: Buffer | string, field = 'file'): FormData {
  const data = new FormData();
  data.append(field, new File([typeof content === 'string' ? content : new Uint8Array(content)], name));
  return data;
}

/** Uploads `data` as `who`. */
export const upload = (who: TestUser, data: FormData, headers?: Record<string, string>) =>
  callWebElements(uploadFile, { method: 'POST', cookie: who.cookie, form: data, headers });
