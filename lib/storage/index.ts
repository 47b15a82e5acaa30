import 'server-only';
import { mimeForStoredName } from '../uploads/sniff';
import type { MediaArea } from './names';
import { mediaStore } from './store';

// The storage interface the app uses: the configured MediaStore (local disk or S3), behind names.
export { InvalidMediaNameError, isSafeMediaName, newMediaName, type MediaArea } from './names';
export { mediaStore } from './store';

export function writeMedia(area: MediaArea, fileName: string, data: Buffer): Promise<void> {
  return mediaStore().write(area, fileName, data, mimeForStoredName(fileName));
}

export function removeMedia(area: MediaArea, fileName: string): Promise<void> {
  return mediaStore().remove(area, fileName);
}

export async function mediaExists(area: MediaArea, fileName: string): Promise<boolean> {
  return (await mediaStore().size(area, fileName)) !== null;
}

/**
 * Run at start: removes what uploads cut short by a killed process left behind. Only what is older than
 * this process is touched, so an upload it has begun is never removed.
 */
export function sweepLeftoverPartials(startedAt = new Date(Date.now() - process.uptime() * 1000)): Promise<string[]> {
  return mediaStore().sweepUnfinished(startedAt);
}
