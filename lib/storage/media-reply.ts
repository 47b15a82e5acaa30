import 'server-only';
import fs from 'node:fs';
import { mimeForStoredName } from '../uploads/sniff';
import { isSafeMediaName, mediaPath, type MediaArea } from './local';

/** What a media reply depends on: a fetch-API Request, or the same two facts from a Node request. */
export interface MediaRequest {
  method: string;
  range: string | null;
}

/** A media reply, decided but not yet sent: the route handler and the fast path each send it their way. */
export type MediaReply =
  | { status: 404 }
  | { status: 416; headers: Record<string, string> }
  | { status: 200 | 206; headers: Record<string, string>; file: string; start: number; end: number; withBody: boolean };

/**
 * A stored media file with its real Content-Type, nosniff, and HTTP Range support (206 with
 * Content-Range, 416 for a range outside the file). Access checks happen before this.
 */
export async function planMediaReply(area: MediaArea, fileName: string, request: MediaRequest, cacheControl: string): Promise<MediaReply> {
  if (!isSafeMediaName(fileName)) return { status: 404 };
  const file = mediaPath(area, fileName);
  let size: number;
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile()) return { status: 404 };
    size = stat.size;
  } catch {
    return { status: 404 };
  }
  const headers: Record<string, string> = {
    'Content-Type': mimeForStoredName(fileName),
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
    'Cache-Control': cacheControl,
    'Content-Disposition': 'inline',
  };
  const withBody = request.method !== 'HEAD';
  if (!request.range) {
    headers['Content-Length'] = String(size);
    return { status: 200, headers, file, start: 0, end: size - 1, withBody };
  }
  const range = parseRange(request.range, size);
  if (!range) {
    headers['Content-Range'] = `bytes */${size}`;
    return { status: 416, headers };
  }
  headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
  headers['Content-Length'] = String(range.end - range.start + 1);
  return { status: 206, headers, file, start: range.start, end: range.end, withBody };
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
