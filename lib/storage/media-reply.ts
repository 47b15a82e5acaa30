import 'server-only';
import { mimeForStoredName } from '../uploads/sniff';
import type { MediaBody } from './media-store';
import { isSafeMediaName, type MediaArea } from './names';
import { mediaStore } from './store';

/** What a media reply depends on: a fetch-API Request, or the same two facts from a Node request. */
export interface MediaRequest {
  method: string;
  range: string | null;
}

/** A media reply, decided but not yet sent: the route handler and the fast path each send it their way. */
export type MediaReply =
  | { status: 404 }
  | { status: 416; headers: Record<string, string> }
  | { status: 200 | 206; headers: Record<string, string>; body: MediaBody | null };

/**
 * A stored media file with its real Content-Type, nosniff, and HTTP Range support (206 with
 * Content-Range, 416 for a range outside the file). Access checks happen before this.
 */
export async function planMediaReply(area: MediaArea, fileName: string, request: MediaRequest, cacheControl: string): Promise<MediaReply> {
  if (!isSafeMediaName(fileName)) return { status: 404 };
  const store = mediaStore();
  const size = await store.size(area, fileName);
  if (size === null) return { status: 404 };
  const headers: Record<string, string> = {
    'Content-Type': mimeForStoredName(fileName),
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
    'Cache-Control': cacheControl,
    'Content-Disposition': 'inline',
  };
  let start = 0;
  let end = size - 1;
  if (request.range) {
    const range = parseRange(request.range, size);
    if (!range) {
      headers['Content-Range'] = `bytes */${size}`;
      return { status: 416, headers };
    }
    ({ start, end } = range);
    headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  }
  headers['Content-Length'] = String(end - start + 1);
  const status = request.range ? 206 : 200;
  if (request.method === 'HEAD' || size === 0) return { status, headers, body: null };
  // Opened before anything is sent, so an object deleted meanwhile is a clean 404, not a cut-off body.
  const body = await store.read(area, fileName, start, end);
  if (!body) return { status: 404 };
  return { status, headers, body };
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
