import fs from 'node:fs';
import path from 'node:path';
import { practiceCaller } from './practice-http';
import type { TestUser } from './users';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { POST: uploadFile } = mountedPracticeRoute('/api/practice/v1/web-elements/files');

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

/** Every file in the media store's practice folder (this test file's UPLOADS_DIR), partial uploads included. */
export function storedPracticeFiles(): string[] {
  const dir = path.join(process.env.UPLOADS_DIR!, 'practice');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/**
 * An upload whose body arrives in pieces with no Content-Length (as a chunked or streamed request does):
 * the multipart head of a file `name`, then `pieces`, then either the form's end or, with `cutShort`, a
 * failure as an aborted fetch gives.
 */
export function streamedUpload(cookie: string, name: string, pieces: Buffer[], { cutShort = false } = {}): Request {
  const boundary = '----qa-streamed-practice-upload';
  const chunks = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    ...pieces,
    ...(cutShort ? [] : [Buffer.from(`\r\n--${boundary}--\r\n`)]),
  ];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(new Uint8Array(next));
      else if (cutShort) controller.error(Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' }));
      else controller.close();
    },
  });
  return new Request('http://localhost:3000/api/practice/v1/web-elements/files', {
    method: 'POST',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-qa-peer-ip': '203.0.113.10' },
    body,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
}
