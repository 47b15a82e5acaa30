import 'server-only';
import fs from 'node:fs';
import { mimeForStoredName } from '../uploads/sniff';
import { fileBody } from './file-body';
import { isSafeMediaName, mediaPath, type MediaArea } from './local';

const NOT_FOUND = () => Response.json({ message: 'Not found.' }, { status: 404 });

/**
 * Streams a stored media file with its real Content-Type, nosniff, and HTTP Range support
 * (206 with Content-Range, 416 for a range outside the file). Access checks happen before this.
 */
export async function mediaResponse(area: MediaArea, fileName: string, request: Request, cacheControl: string): Promise<Response> {
  if (!isSafeMediaName(fileName)) return NOT_FOUND();
  const file = mediaPath(area, fileName);
  let size: number;
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile()) return NOT_FOUND();
    size = stat.size;
  } catch {
    return NOT_FOUND();
  }
  const headers = new Headers({
    'Content-Type': mimeForStoredName(fileName),
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
    'Cache-Control': cacheControl,
    'Content-Disposition': 'inline',
  });

  const rangeHeader = request.headers.get('range');
  if (!rangeHeader) {
    headers.set('Content-Length', String(size));
    return new Response(request.method === 'HEAD' ? null : fileBody(file, 0, size - 1), { status: 200, headers });
  }
  const range = parseRange(rangeHeader, size);
  if (!range) {
    headers.set('Content-Range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  headers.set('Content-Length', String(range.end - range.start + 1));
  const body = request.method === 'HEAD' ? null : fileBody(file, range.start, range.end);
  return new Response(body, { status: 206, headers });
}

/** One `bytes=` range (start-end, start-, or -suffix); null when it is malformed or unsatisfiable. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return null;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start >= size || start > end) return null;
  return { start, end };
}
