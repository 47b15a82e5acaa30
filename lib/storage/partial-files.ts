import crypto from 'node:crypto';

// Files are written under a temporary name in their media folder and renamed once complete, so a
// reader never streams half a file. A process killed mid-write (kill -9, power loss) leaves its
// temporary file behind; sweepPartialFiles removes those at the next start.

const PARTIAL_NAME = /^\.upload-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.partial$/;

/** A fresh temporary name for a file being written (hidden, so listings and media names never match it). */
export function partialFileName(): string {
  return `.upload-${crypto.randomUUID()}.partial`;
}

export function isPartialFileName(name: string): boolean {
  return PARTIAL_NAME.test(name);
}
