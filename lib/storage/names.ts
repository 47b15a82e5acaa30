import crypto from 'node:crypto';

// Media is kept in one of four areas, each under names the server generates (newMediaName). A name from
// anywhere else, such as a path in a request, must never reach the disk or the object store.
// 'practice' holds the files learners upload in the practice lab (lib/practice/files).

export type MediaArea = 'ads' | 'profile' | 'trainings' | 'practice';

export const MEDIA_AREAS: readonly MediaArea[] = ['ads', 'profile', 'trainings', 'practice'];

const SAFE_MEDIA_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

export class InvalidMediaNameError extends Error {
  constructor(fileName: string) {
    super(`Refusing media file name ${JSON.stringify(fileName.slice(0, 200))}`);
    this.name = 'InvalidMediaNameError';
  }
}

export function isSafeMediaName(fileName: string): boolean {
  return SAFE_MEDIA_NAME.test(fileName) && !fileName.includes('..');
}

export function assertSafeMediaName(fileName: string): void {
  if (!isSafeMediaName(fileName)) throw new InvalidMediaNameError(fileName);
}

/** A fresh random name with the given extension; names are never reused, so stored media never changes. */
export function newMediaName(ext: string): string {
  const extension = ext.replace(/^\./, '').toLowerCase();
  if (!/^[a-z0-9]{1,10}$/.test(extension)) throw new InvalidMediaNameError(`.${ext}`);
  return `${crypto.randomUUID()}.${extension}`;
}
